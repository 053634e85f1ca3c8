import { gzipAsync } from '@gfx/zopfli';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/** Text the browser downloads: the app's code and styles, its pages and the files the service worker and installer read. */
const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|txt|xml)$/;
/** Below this the server sends files as they are, as its per-request compression does (Hono's `compress` threshold). */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** Zopfli's passes: 5 writes within 0.1 % of 15 in about half the time (measured on the first visit's files). */
const ZOPFLI_ITERATIONS = 5;

/**
 * Writes a `.br` (Brotli at its best quality) and a `.gz` (Zopfli: gzip any browser reads, about 4 % smaller than zlib's
 * best) beside every compressible file of the client build, once per build. The server sends the one the browser
 * accepts (`serveStatic`'s `precompressed`), so no request waits for a compression of its own: at 50 connections the
 * startup chunk was compressed 100 times a second. A file that would not get smaller is left as it is.
 *
 * It runs last, after vite-plugin-pwa has written the service worker.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      // Vite reads a relative outDir against the project root, which need not be where the build was started.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.'));
        await Promise.all(files.map((file) => precompressFile(join(outDir, file))));
      },
    },
  };
}

async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }),
  ]);
  await Promise.all([
    br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
  ]);
}
