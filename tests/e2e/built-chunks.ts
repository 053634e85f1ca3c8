import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The client build the e2e server serves (playwright.config.ts passes E2E_DIST_DIR on to it as DIST_DIR). */
export const DIST_DIR = process.env.E2E_DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * A route pattern for the chunk a lazily imported module was built into, e.g. `chunkOf('src/app/layout/ConsentForm.tsx')`.
 * Chunks are named by their hash alone (src/performance/build/chunks.ts), so a journey that plays a slow network for
 * one module's code finds its file in the build's manifest.
 */
export function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} was not built into a chunk of its own in ${DIST_DIR}`);
  return `**/${chunk.file}`;
}

/**
 * Puts new content in a file of the served build, with the compressed copies the build writes beside it (`.br`, `.gz`,
 * src/performance/build/precompress.ts) made again, as a new build would. Gives back what puts the old files back.
 */
export async function replaceBuiltFile(path: string, content: string): Promise<() => Promise<void>> {
  const copies = [
    { path, make: (text: Buffer) => text },
    { path: `${path}.br`, make: (text: Buffer) => brotliCompressSync(text) },
    { path: `${path}.gz`, make: (text: Buffer) => gzipSync(text) },
  ];
  const old = await Promise.all(copies.map((copy) => readFile(copy.path).catch(() => null)));
  const text = Buffer.from(content);
  await Promise.all(copies.map((copy, index) => (old[index] ? writeFile(copy.path, copy.make(text)) : undefined)));
  return async () => {
    await Promise.all(copies.map((copy, index) => (old[index] ? writeFile(copy.path, old[index]) : undefined)));
  };
}
