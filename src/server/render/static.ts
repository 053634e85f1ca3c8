import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PageRenderer } from '@/shared/server-render';
import { CONSENT_ANSWERED_COOKIE, readCookie } from '@/shared/preference-cookies';
import { SITE_NAME } from '@/shared/constants';
import { isTrackingParam, searchWithoutTracking } from '@/shared/deal-link';
import { injectHead } from '../seo/head';
import { isPrivatePage } from './private-pages';
import { originVary, publicOrigin } from '../seo/urls';
import type { AppDeps } from '../deps';
import { sendCached, toCachedText } from '../web/json';
import {
  createNonce,
  pageLocale,
  pageTheme,
  withAppMarkup,
  withDocumentAttributes,
  withDocumentEnd,
  withEntryAfterContent,
  type PageLocale,
  type PageTheme,
} from './page-render';
import { ReadCache, type CachedBody } from '../platform/read-cache';
import { withRenderTags } from './render-tags';
import { createRouter, type Router } from '../web/router';
import type { AppEnv } from '../web/types';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Icons and screenshots keep stable names, so a day is the most they can be trusted for. */
const PUBLIC_FILE = 'public, max-age=86400';

const PAGE_CACHE_MAX_ENTRIES = 1000;

/** `tags`: what the page shows, from the API answers its render read. */
type PageResponse =
  | { status: ContentfulStatusCode; body: CachedBody; nonce?: string; tags: readonly string[] }
  | { status: 301; location: string; body?: undefined; tags: readonly string[] };

/** A redirect rendered without the request's tracking parameters, given them back: the campaign follows the visitor. */
function withTrackingOf(location: string, params: URLSearchParams): string {
  const tracking = [...params].filter(([name]) => isTrackingParam(name));
  if (tracking.length === 0) return location;
  return `${location}${location.includes('?') ? '&' : '?'}${new URLSearchParams(tracking).toString()}`;
}

/** A redirect's target as a path of this site: the router writes it absolute, under the render's origin. */
function sameOriginPath(location: string, origin: string): string {
  return location.startsWith(`${origin}/`) ? location.slice(origin.length) : location;
}

const isContentfulStatus = (status: number): status is ContentfulStatusCode =>
  status >= 200 && status < 600 && status !== 204 && status !== 304;

interface PageRequest {
  origin: string;
  path: string;
  search: string;
  locale: PageLocale;
  theme: PageTheme | null;
  /** No answer to the cookie banner yet: the page is rendered with it. */
  askConsent: boolean;
}

const OWN_PREFIXES = /^\/(api|media|share-cards|sitemaps)(\/|$)/;
/** The build's own records (Vite's manifest of which file holds which module): for tools, never served. */
const BUILD_RECORDS = /^\/\.vite(\/|$)/;
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

/**
 * The built PWA: real files first, then a page for every other path so client routes work on reload. A missing hashed
 * asset is a 404 rather than a page: a stale tab asking for an old chunk must fail as a script load, not parse HTML as
 * JavaScript.
 *
 * A page is rendered by the server (the render bundle, `renderer`) in the visitor's language and theme, with the head
 * its route writes (title, description, canonical, Open Graph, JSON-LD) and the status the route tree decides: an
 * unknown deal, shop, special, profile, prize, category or path answers 404, a deal address without its canonical slug
 * 301. The browser hydrates it. Private pages (account, sign-in) get the app's shell, never indexed; a server without
 * a render bundle (development) sends the shell as it is. Answers
 * are kept for LIST_CACHE_TTL_MS like the anonymous lists, with an ETag, and identical requests share one render.
 */
export function distRoutes(distDir: string, deps: Pick<AppDeps, 'env' | 'caches'>, renderer: PageRenderer | null = null): Router {
  const dist = createRouter();
  const indexPath = join(distDir, 'index.html');
  const files = withCacheControl(serveStatic({ root: distDir, precompressed: true }), (c) => cacheControlForDist(c.req.path));
  // Read once: the build does not change under a running server (a new build is a new process).
  let shell: Promise<string> | undefined;
  // Pages carry no per-user data (tokens live in the browser), so one short-TTL answer per address, language, theme
  // and cookie-banner state serves every visitor, and a repeat visit revalidates to a 304. Its nonce goes with it: the body and the CSP
  // that names the nonce must stay a pair, also for a 304.
  const pages = new ReadCache<PageResponse>(deps.env.LIST_CACHE_TTL_MS, PAGE_CACHE_MAX_ENTRIES);
  deps.caches.register(pages);
  const render = async ({ origin, path, search, locale, theme, askConsent }: PageRequest): Promise<PageResponse> => {
    shell ??= readFile(indexPath, 'utf8');
    const index = await shell;
    // A page the server does not render is the shell, titled by the brand until the app writes the route's head.
    // The shell shows nothing of the content: no write empties it.
    const shellPage = (head: string) => ({
      status: 200 as const,
      body: toCachedText(withDocumentAttributes(injectHead(index, head), locale, theme)),
      tags: [],
    });
    if (isPrivatePage(path)) return shellPage(`<title>${SITE_NAME}</title>\n    <meta name="robots" content="noindex"/>`);
    if (!renderer) return { status: 200, body: toCachedText(withDocumentAttributes(index, locale, theme)), tags: [] };
    const nonce = createNonce();
    const now = new Date();
    const { value: rendered, tags } = await withRenderTags(() =>
      renderer.renderPage({
        url: `${origin}${path}${search}`,
        locale,
        nonce,
        now,
        askConsent,
        document: (appHtml, headHtml) =>
          withDocumentEnd(
            withAppMarkup(withEntryAfterContent(withDocumentAttributes(injectHead(index, headHtml), locale, theme), nonce), appHtml, now),
          ),
      }),
    );
    if (rendered.kind === 'redirect') {
      // A page's other address (a deal without its canonical slug) is a permanent redirect the router decided.
      if (rendered.status === 301) return { status: 301, location: sameOriginPath(rendered.location, origin), tags };
      // Other redirects depend on the session the server cannot see (a guest's favourites tab goes to the first tab):
      // the browser, which knows, decides from the shell, and a signed-in user is never sent away.
      return shellPage(`<title>${SITE_NAME}</title>`);
    }
    const status = isContentfulStatus(rendered.status) ? rendered.status : 500;
    return { status, body: toCachedText(rendered.html, tags, { brotli: true }), nonce, tags };
  };
  const page = async (c: Context<AppEnv>) => {
    const origin = publicOrigin(deps.env, c.req.url);
    // Where a visitor came from (utm_*, fbclid, gclid …) changes nothing on the page: one render serves every campaign.
    const search = searchWithoutTracking(new URL(c.req.url).search);
    const cookie = c.req.header('Cookie');
    const request: PageRequest = {
      origin,
      path: c.req.path,
      search,
      locale: pageLocale(cookie, c.req.header('Accept-Language')),
      theme: pageTheme(cookie),
      askConsent: readCookie(cookie, CONSENT_ANSWERED_COOKIE) === undefined,
    };
    let response: PageResponse;
    try {
      response = await pages.getOrLoad(
        `${origin} ${request.locale} ${request.theme ?? 'auto'} ${request.askConsent ? 'ask' : 'answered'} ${c.req.path}${search}`,
        () => render(request),
      );
    } catch (error) {
      // The render is a bonus; the app is not. With the database out of reach the page still gets the shell, which
      // shows its own error or the copy it kept offline. A failed load is never cached, so the next request retries.
      c.get('logger').error('page render failed', {
        requestId: c.get('requestId'),
        path: c.req.path,
        stack: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      shell ??= readFile(indexPath, 'utf8');
      return c.html(await shell, 200, { 'Cache-Control': REVALIDATE });
    }
    if (response.body === undefined) {
      c.header('Cache-Control', REVALIDATE);
      return c.redirect(withTrackingOf(response.location, new URL(c.req.url).searchParams), response.status);
    }
    if (response.nonce) c.set('cspNonce', response.nonce);
    // The same address is another page in another language or theme (and, without PUBLIC_URL, with the links of
    // another believed Host), which a shared cache must not mix up.
    return sendCached(c, response.body, 'text/html; charset=UTF-8', response.status, [
      'Cookie',
      'Accept-Language',
      ...originVary(deps.env),
    ]);
  };
  dist.on(
    ['GET', 'HEAD'],
    '*',
    // /api and /media have their own not-found answers; the SPA must never swallow them.
    // `/` is a page, not the folder's index.html: it gets the home page's head. `/index.html` itself stays the bare
    // shell, which the service worker precaches for every page.
    (c, next) => (OWN_PREFIXES.test(c.req.path) || BUILD_RECORDS.test(c.req.path) || c.req.path === '/' ? next() : files(c, next)),
    (c, next) => {
      const path = c.req.path;
      if (OWN_PREFIXES.test(path) || path.startsWith('/assets/') || FILE_PATH.test(path) || !existsSync(indexPath)) return next();
      return page(c);
    },
  );
  return dist;
}
