import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** The JavaScript a first visit to `/` must download before it can render: the entry module and its modulepreloads. */
export function measureInitialJs(distDir: string): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const files = [...new Set(refs)].map((ref) => ({
    file: ref,
    gzipBytes: gzipSync(readFileSync(join(distDir, ref.replace(/^\//, '')))).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
