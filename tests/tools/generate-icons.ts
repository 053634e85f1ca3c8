/**
 * Renders the app icons under public/icons/ and public/favicon.ico from the logo's SVG (the flame of src/app/layout/Logo.tsx):
 * `node --import tsx tests/tools/generate-icons.ts`. The PNGs are committed; run this again only when the logo changes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../../public/icons/', import.meta.url));
const BRAND = '#e8501c';
const FLAME =
  'M17.6 5.5c.4 3.3-1.2 5.2-2.9 7-1.6 1.7-3.3 3.5-3.3 6.6 0 3.7 2.9 6.4 6.6 6.4s6.5-2.8 6.5-6.6c0-2.4-1.1-4.2-2.3-5.6-.3 1.6-1.1 2.8-2.3 3.4.6-4.3-.3-8.5-2.3-11.2z';

/** The flame with its hole, scaled by `scale` around the centre of a 32-unit square. */
function flame(scale: number, fill: string, hole: string): string {
  const offset = 16 * (1 - scale);
  return `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${FLAME}" fill="${fill}"/><circle cx="18" cy="19.6" r="2.4" fill="${hole}"/></g>`;
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;

/** Rounded tile for launchers that show the icon as is. */
const regular = svg(`<rect width="32" height="32" rx="7" fill="${BRAND}"/>${flame(1, '#fff', BRAND)}`);
/** Full bleed with the flame inside the 80 % safe zone, so any mask shape keeps it whole. */
const maskable = svg(`<rect width="32" height="32" fill="${BRAND}"/>${flame(0.62, '#fff', BRAND)}`);
/** Alpha only: the system tints it (Android themed icons), so the hole is cut out rather than painted. */
const monochrome = svg(
  `<defs><mask id="m"><rect width="32" height="32" fill="#fff"/><circle cx="18" cy="19.6" r="2.4" transform="translate(3.04 3.04) scale(0.81)" fill="#000"/></mask></defs><g mask="url(#m)">${flame(0.81, '#000', '#000')}</g>`,
);

/** Shortcut icons: a white glyph on the brand tile. */
const glyph = (path: string) =>
  svg(
    `<rect width="32" height="32" rx="7" fill="${BRAND}"/><path d="${path}" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
const PLUS = 'M16 9v14M9 16h14';
const SEARCH = 'M14.5 8.5a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM19 19l4.5 4.5';
const BOOKMARK = 'M11 8h10v16l-5-3.6L11 24z';

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: regular, size: 192 },
  { file: 'icon-512.png', svg: regular, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'icon-monochrome-512.png', svg: monochrome, size: 512 },
  { file: 'shortcut-add-96.png', svg: glyph(PLUS), size: 96 },
  { file: 'shortcut-search-96.png', svg: glyph(SEARCH), size: 96 },
  { file: 'shortcut-saved-96.png', svg: glyph(BOOKMARK), size: 96 },
];

await mkdir(OUT, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}${icon.file}`);
  console.log(`public/icons/${icon.file} ${icon.size}x${icon.size}`);
}

/**
 * public/favicon.ico, for browsers and crawlers that ask for it by that name whatever the page links: an ICO whose
 * images are PNGs (16, 32 and 48 px), which every current browser reads.
 */
const ICO_SIZES = [16, 32, 48];
const pngs = await Promise.all(
  ICO_SIZES.map((size) =>
    sharp(Buffer.from(regular), { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);
const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(ICO_SIZES.length, 4);
let offset = header.length + 16 * ICO_SIZES.length;
const entries = ICO_SIZES.map((size, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(pngs[i]!.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += pngs[i]!.length;
  return entry;
});
await writeFile(new URL('../../public/favicon.ico', import.meta.url), Buffer.concat([header, ...entries, ...pngs]));
console.log(`public/favicon.ico ${ICO_SIZES.join(', ')} px`);
