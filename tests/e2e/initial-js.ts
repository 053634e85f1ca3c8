import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** The chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`), as /assets paths. */
function staticImportsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => `/assets/${m[1] ?? ''}`);
}

/**
 * The JavaScript a first visit to `/` must download before the app can start: the entry module of index.html and
 * every chunk it imports statically, however deep (index.html names only the entry: it has no modulepreload links).
 */
export function measureInitialJs(distDir: string): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  const files: InitialJs['files'] = [];
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(distDir, file.replace(/^\//, '')));
    files.push({ file, gzipBytes: gzipSync(source).length });
    pending.push(...staticImportsOf(source.toString('utf8')));
  }
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
