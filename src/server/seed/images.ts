import { access, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageVariants } from '../db/schema';
import type { MediaStore } from '../storage/media-store';

export interface SeedImage {
  url: string;
  width: number;
  height: number;
  variants: ImageVariants;
}

export interface ImageSpec {
  /** Path under `<mediaDir>/seed/` without extension, e.g. `deals/electronics-1`. */
  name: string;
  width: number;
  height: number;
  label: string;
  hue: number;
  shape: 'product' | 'avatar' | 'banner' | 'badge';
  /** Widths of the renditions; the largest must equal `width`. */
  renditions: number[];
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function svgFor(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec;
  const label = escapeXml(spec.label);
  const from = `hsl(${hue}, 70%, 58%)`;
  const to = `hsl(${(hue + 40) % 360}, 65%, 32%)`;
  // Bold DejaVu letters are about 0.7 em wide: the label fits within 86% of the width (a tall banner's narrow side too).
  const fontSize = Math.round(Math.min((w * 0.86) / Math.max(spec.label.length * 0.7, 4), h / 5));
  const shapes: Record<ImageSpec['shape'], string> = {
    product: `<rect x="${w * 0.3}" y="${h * 0.16}" width="${w * 0.4}" height="${h * 0.44}" rx="${w * 0.03}" fill="#fff" opacity=".88"/>
      <circle cx="${w * 0.5}" cy="${h * 0.38}" r="${h * 0.12}" fill="${from}" opacity=".9"/>`,
    avatar: `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.2}" fill="#fff" opacity=".9"/>
      <ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.36}" ry="${h * 0.3}" fill="#fff" opacity=".9"/>`,
    banner: `<circle cx="${w * 0.88}" cy="${h * 0.2}" r="${h * 0.55}" fill="#fff" opacity=".15"/>
      <circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.4}" fill="#fff" opacity=".12"/>`,
    badge: `<polygon points="${w / 2},${h * 0.08} ${w * 0.9},${h * 0.35} ${w * 0.75},${h * 0.9} ${w * 0.25},${h * 0.9} ${w * 0.1},${h * 0.35}" fill="#fff" opacity=".85"/>`,
  };
  const textY = spec.shape === 'product' ? h * 0.8 : spec.shape === 'banner' ? h * 0.58 : h * 0.6;
  const text =
    spec.shape === 'avatar'
      ? `<text x="${w / 2}" y="${h * 0.48}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${w * 0.22}" text-anchor="middle" fill="${to}">${label}</text>`
      : `<text x="${w / 2}" y="${textY}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" text-anchor="middle" fill="${spec.shape === 'badge' ? to : '#fff'}">${label}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes[spec.shape]}${text}</svg>`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Renders one image in every rendition as webp under `<mediaDir>/seed/`. Files already there are kept: the output
 * is a pure function of the spec, and skipping them makes a re-seed (e2e starts, db:reset) fast. With `publishTo`
 * (a store other than mediaDir, such as a bucket) each file is also put there, under the same key.
 */
export async function renderImage(mediaDir: string, spec: ImageSpec, publishTo?: MediaStore): Promise<SeedImage> {
  const variants: ImageVariants = [];
  const widths = [...spec.renditions].sort((a, b) => a - b);
  let source: Buffer | null = null;
  for (const width of widths) {
    const height = Math.round((spec.height * width) / spec.width);
    const relative = `seed/${spec.name}-${width}.webp`;
    const file = path.join(mediaDir, relative);
    if (!(await exists(file))) {
      source ??= Buffer.from(svgFor(spec));
      await mkdir(path.dirname(file), { recursive: true });
      await sharp(source).resize(width, height).webp({ quality: 78 }).toFile(file);
    }
    if (publishTo) await publishTo.put(relative, await readFile(file), 'image/webp');
    variants.push({ width, height, url: `/media/${relative}` });
  }
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error(`image ${spec.name} has no renditions`);
  return { url: largest.url, width: largest.width, height: largest.height, variants };
}

/** Renders many images with bounded parallelism (sharp already uses a thread pool; this keeps it fed). */
export async function renderImages(mediaDir: string, specs: ImageSpec[], publishTo?: MediaStore): Promise<SeedImage[]> {
  const results: SeedImage[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index];
      if (spec) results[index] = await renderImage(mediaDir, spec, publishTo);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return results;
}
