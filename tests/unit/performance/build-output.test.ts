// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_ACTIONS, inChunk, LIST_PAGE } from '@/performance/build/chunks';
import { PRECOMPRESS_MIN_BYTES } from '@/performance/build/precompress';
import { withEntryAfterContent } from '@/performance/entry-loader';

/**
 * The client build as `npm run build` makes it, written to a folder of its own: each performance trick is checked on
 * what the build really wrote, so an upgrade of Vite, Rolldown, Lingui or React's tooling that quietly undoes one fails
 * here (src/performance/README.md).
 */
// Vitest runs from the project's root.
const root = process.cwd();
const src = join(root, 'src');
const at = (path: string) => join(src, path);

let outDir: string;
let chunks: Rolldown.OutputChunk[];
let indexHtml: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'build-output-test-'));
  // The production build, whatever environment the tests run in (React's development build is bigger and other).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const output = await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
    const [client] = Array.isArray(output) ? output : [output];
    if (!client || !('output' in client)) throw new Error('the client build gave no output');
    chunks = client.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const chunkHolding = (file: string) => {
  const found = chunks.find((chunk) => chunk.moduleIds.includes(file));
  if (!found) throw new Error(`no chunk holds ${file}`);
  return found;
};

const named = (name: string) => {
  const found = chunks.find((chunk) => chunk.name === name);
  if (!found) throw new Error(`the build wrote no chunk named ${name}`);
  return found;
};

/** The chunks a chunk imports statically, however deep: what a browser downloads with it. */
function staticClosure(from: Rolldown.OutputChunk): Set<string> {
  const seen = new Set<string>();
  const pending = [from.fileName];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.find((chunk) => chunk.fileName === file)?.imports ?? []));
  }
  return seen;
}

/** The chunk index.html names as its entry script. */
const entryChunk = () => {
  const src = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(indexHtml)?.[1];
  const found = chunks.find((chunk) => chunk.isEntry && chunk.fileName === src);
  if (!found) throw new Error(`index.html names no entry chunk of the build (${src ?? 'no module script'})`);
  return found;
};

describe('the client build keeps its performance tricks', () => {
  it("writes index.html's entry as the server's entry loader replaces it", () => {
    const page = withEntryAfterContent(indexHtml, 'nonce');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(JSON.stringify(`/${entryChunk().fileName}`));
  });

  it('puts everything the entry imports statically in one startup chunk, with the head every page writes', () => {
    const startup = named('startup');
    expect(entryChunk().imports).toEqual([startup.fileName]);
    for (const file of ['app/App.tsx', 'app/router.tsx', 'app/i18n.ts', 'performance/deferred-part.tsx', 'lib/page-head.ts'])
      expect(startup.moduleIds, file).toContain(at(file));
  });

  it.each([DEAL_ACTIONS, LIST_PAGE])('puts every source the $name chunk rule names in its chunk', (rule) => {
    const chunk = named(rule.name);
    for (const source of rule.sources.filter((path) => !path.endsWith('/'))) expect(chunk.moduleIds, source).toContain(at(source));
    // A folder's modules go there too, but those that start-up needs (they are in the startup chunk already).
    for (const folder of rule.sources.filter((path) => path.endsWith('/'))) {
      const inFolder = chunks.flatMap((other) =>
        other.moduleIds.filter((id) => inChunk(rule, src, id) && id.startsWith(at(folder))).map((id) => [other.name, id]),
      );
      expect(inFolder.filter(([name]) => name === rule.name).length, folder).toBeGreaterThan(0);
      expect(inFolder.filter(([name]) => name !== rule.name && name !== 'startup')).toEqual([]);
    }
  });

  it("names the chunks by their hash alone, so the entry's list of what each lazy chunk imports names no modules", () => {
    const lazy = chunks.filter((chunk) => !chunk.isEntry);
    expect(lazy.length).toBeGreaterThan(10);
    expect(lazy.map((chunk) => chunk.fileName).filter((file) => !/^assets\/[\w-]{8}\.js$/.test(file))).toEqual([]);
    expect(named('startup').code).not.toContain('DealCardMenu');
    // Which file holds which module is in the build's manifest, for tools (the e2e journeys that hold a module back).
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    expect(manifest['src/app/layout/ConsentForm.tsx']?.file).toBe(chunkHolding(at('app/layout/ConsentForm.tsx')).fileName);
  });

  it('writes a Brotli and a gzip copy beside every file a browser downloads from 1 KB up, the service worker too', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(js|css|html|webmanifest)$/.test(file) && statSync(join(outDir, file)).size >= PRECOMPRESS_MIN_BYTES,
    );
    expect(files).toEqual(expect.arrayContaining(['sw.js', 'index.html', named('startup').fileName]));
    for (const file of files) {
      const content = readFileSync(join(outDir, file));
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))).equals(content), file).toBe(true);
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`))).equals(content), file).toBe(true);
    }
    // Zopfli's gzip: smaller than zlib's best, which the server could afford per request.
    const startup = join(outDir, named('startup').fileName);
    expect(readFileSync(`${startup}.gz`).length).toBeLessThan(gzipSync(readFileSync(startup), { level: 9 }).length);
  });

  it("takes React's own useSyncExternalStore, never the shim's fallback for React 17", () => {
    const everyModule = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(everyModule.filter((id) => id.includes('use-sync-external-store-shim'))).toEqual([]);
    expect(everyModule.some((id) => id.includes('use-sync-external-store-with-selector'))).toBe(true);
  });

  it("leaves the footer's content out of what a first visit downloads: it comes when the footer nears", () => {
    const footer = chunkHolding(at('app/layout/FooterContent.tsx'));
    expect(footer.isDynamicEntry).toBe(true);
    expect(staticClosure(entryChunk())).not.toContain(footer.fileName);
  });

  it("carries each module's messages, in both languages, in that module's chunk and nowhere else", () => {
    const footer = chunkHolding(at('app/layout/FooterContent.tsx'));
    expect(footer.code).toContain('Projekt: Studio Pomarańcza');
    expect(footer.code).toContain('Designed by Studio Pomarańcza');
    const elsewhere = chunks.filter((chunk) => chunk !== footer && chunk.code.includes('Projekt: Studio Pomarańcza'));
    expect(elsewhere.map((chunk) => chunk.fileName)).toEqual([]);
    // No catalog travels as a file of its own.
    expect(chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => id.includes('messages.po'))).toEqual([]);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });
});
