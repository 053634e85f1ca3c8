import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler, type Next } from 'hono';
import type { AppEnv } from './types';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Icons, screenshots and robots.txt keep stable names, so a day is the most they can be trusted for. */
const PUBLIC_FILE = 'public, max-age=86400';
/** Media file names are never reused for other content, so they can be kept long. */
const MEDIA = 'public, max-age=2592000';

const OWN_PREFIXES = /^\/(api|media)(\/|$)/;
/**
 * A path naming a file (`/favicon.ico`, `/apple-touch-icon.png`): when it is not there, it is a 404, never the app's
 * HTML, which a browser or crawler would otherwise take for an icon or a document. Client routes have no extension.
 */
const FILE_PATH = /\.(?!html$)[a-z0-9]{1,8}$/i;

/** Files whose name stays the same across releases and that decide which release runs. */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/manifest.webmanifest', '/registerSW.js']);

function cacheControlForDist(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(path) || path.endsWith('.html') || path.endsWith('/')) return REVALIDATE;
  return PUBLIC_FILE;
}

/**
 * serveStatic's `onFound` runs after the Response exists, when `c.header` no longer reaches it, so the
 * Cache-Control header is put on the returned Response instead.
 */
function withCacheControl(serve: MiddlewareHandler, cacheControl: (c: Context) => string) {
  return async (c: Context<AppEnv>, next: Next) => {
    const res = await serve(c, next);
    if (res instanceof Response && res.status < 400) res.headers.set('Cache-Control', cacheControl(c));
    return res;
  };
}

/** `/media/*` from the media folder: files only (no listing), no traversal (`..` is refused by serveStatic). */
export function mediaRoutes(mediaDir: string): Hono<AppEnv> {
  const media = new Hono<AppEnv>({ strict: false });
  const files = serveStatic({ root: mediaDir, rewriteRequestPath: (path) => path.replace(/^\/media/, '') });
  media.on(
    ['GET', 'HEAD'],
    '*',
    withCacheControl(files, () => MEDIA),
  );
  return media;
}

/**
 * The built PWA: real files first, then index.html for every other path so client routes work on
 * reload. A missing hashed asset is a 404 rather than index.html: a stale tab asking for an old chunk
 * must fail as a script load, not parse HTML as JavaScript.
 */
export function distRoutes(distDir: string): Hono<AppEnv> {
  const dist = new Hono<AppEnv>({ strict: false });
  const indexPath = join(distDir, 'index.html');
  const files = withCacheControl(serveStatic({ root: distDir, precompressed: true }), (c) => cacheControlForDist(c.req.path));
  const index = withCacheControl(serveStatic({ path: indexPath }), () => REVALIDATE);
  dist.on(
    ['GET', 'HEAD'],
    '*',
    // /api and /media have their own not-found answers; the SPA must never swallow them.
    (c, next) => (OWN_PREFIXES.test(c.req.path) ? next() : files(c, next)),
    (c, next) => {
      const path = c.req.path;
      if (OWN_PREFIXES.test(path) || path.startsWith('/assets/') || FILE_PATH.test(path) || !existsSync(indexPath)) return next();
      return index(c, next);
    },
  );
  return dist;
}
