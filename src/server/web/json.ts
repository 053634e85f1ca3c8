import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { CACHE_TAG_HEADER } from '../platform/content-tags';
import type { CachedBody } from '../platform/read-cache';
import type { AppEnv } from './types';

/** Below this, gzip's framing costs more than it saves (the same threshold as hono/compress). */
const GZIP_MIN_BYTES = 1024;

/**
 * Serializes, hashes and compresses once, so a cached list costs neither JSON.stringify nor gzip per
 * request, whichever encoding the client accepts. `tags` name what it shows (platform/content-tags.ts).
 */
export function toCachedBody(value: unknown, tags: readonly string[] = []): CachedBody {
  return toCachedText(JSON.stringify(value), tags);
}

/** Brotli's quality that costs what gzip does (about 1 ms for a 185 KB page) and sends 20% fewer bytes than it. */
const BROTLI_FAST_QUALITY = 5;

const brotliParams = (quality: number, size: number) => ({
  [zlib.BROTLI_PARAM_QUALITY]: quality,
  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  [zlib.BROTLI_PARAM_SIZE_HINT]: size,
});

/**
 * The same for any text body. `brotli` is for documents a first paint waits for (pages): on a slow phone link fewer
 * bytes of the document start its image requests sooner. A page is kept with Brotli at once at a quality as cheap as
 * gzip (22.1 KB gzip -> 17.4 KB for the home page); Brotli at its best (15.2 KB) costs about 100 ms of CPU, so it is
 * made on libuv's thread pool, never on the event loop, and replaces the first once it is there.
 */
export function toCachedText(text: string, tags: readonly string[] = [], options: { brotli?: boolean } = {}): CachedBody {
  const body = new TextEncoder().encode(text);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const big = body.byteLength >= GZIP_MIN_BYTES;
  const cached: CachedBody = { body, etag, gzip: big ? new Uint8Array(gzipSync(body, { level: 6 })) : null, br: null, tags };
  if (big && options.brotli) {
    cached.br = new Uint8Array(brotliCompressSync(body, { params: brotliParams(BROTLI_FAST_QUALITY, body.byteLength) }));
    // A failure only leaves the body with its first Brotli form.
    brotliCompress(body, { params: brotliParams(zlib.BROTLI_MAX_QUALITY, body.byteLength) }, (error, result) => {
      if (!error) cached.br = new Uint8Array(result);
    });
  }
  return cached;
}

/** `If-None-Match` may list several validators, or `*`; weak and strong forms compare equal for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === '*' || bare(tag) === bare(etag));
}

/** True when Accept-Encoding lists `encoding` without refusing it (`gzip;q=0`). */
function accepts(acceptEncoding: string | undefined, encoding: 'br' | 'gzip'): boolean {
  return (acceptEncoding ?? '').split(',').some((item) => {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return name === encoding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends a prepared body with an ETag, answering 304 when the client already holds it. Its compressed forms were made
 * once with it, so no request pays for compression (the app's compress middleware leaves an encoded answer alone).
 */
export function sendCached(
  c: Context,
  payload: CachedBody,
  contentType: string,
  status: ContentfulStatusCode = 200,
  vary: readonly string[] = [],
  cacheControl = 'no-cache',
): Response {
  c.header('ETag', payload.etag);
  c.header('Cache-Control', cacheControl);
  // Read by the page renderer, which keeps a page as long as what it shows is unchanged (and by a CDN that purges by tag).
  if (payload.tags.length > 0) c.header(CACHE_TAG_HEADER, payload.tags.join(' '));
  c.header('Vary', ['Accept-Encoding', ...vary].join(', '));
  if (etagMatches(c.req.header('If-None-Match'), payload.etag)) return c.body(null, 304);
  c.header('Content-Type', contentType);
  const acceptEncoding = c.req.header('Accept-Encoding');
  if (payload.br && accepts(acceptEncoding, 'br')) {
    c.header('Content-Encoding', 'br');
    return c.body(payload.br, status);
  }
  if (payload.gzip && accepts(acceptEncoding, 'gzip')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(payload.gzip, status);
  }
  return c.body(payload.body, status);
}

/** Sends JSON with an ETag, answering 304 when the client already holds this body. */
export function sendJson(c: Context, payload: CachedBody): Response {
  return sendCached(c, payload, 'application/json; charset=UTF-8');
}

/** Per-user answers must never sit in a shared cache. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
