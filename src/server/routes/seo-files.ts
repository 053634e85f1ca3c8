import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { AppError } from '../platform/errors';
import type { AppEnv } from '../web/types';
import { sendCached, toCachedText } from '../web/json';
import { ReadCache, type CachedBody } from '../platform/read-cache';
import { LISTS_TAG } from '../platform/content-tags';
import { childSitemapEntries, robotsTxt, sitemapChildren, sitemapIndexXml, urlSetXml } from '../seo/sitemap';
import { originVary, publicOrigin } from '../seo/urls';

/** Crawlers come back for these files now and then; an hour keeps a new deal from waiting long to be listed. */
const CACHE_CONTROL = 'public, max-age=3600';
/**
 * How long a built file is kept when nothing empties it: a new, edited or moderated deal, shop or special empties the
 * sitemaps at once (they show the lists); this bounds what no write names (a deal's last change through a vote).
 */
const BUILT_FILE_TTL_MS = 60_000;
const BUILT_FILES_MAX = 200;

/**
 * /robots.txt, /sitemap.xml and its children under /sitemaps/. Every URL in them is absolute (PUBLIC_URL, or a Host
 * `publicOrigin` believes), so each is built per origin, then kept with its ETag and gzip form until its content
 * changes: built and compressed once per content version, not per crawler request. Only these paths answer here.
 */
export function seoFileRoutes({ db, env, caches }: AppDeps): Router {
  const built = new ReadCache(BUILT_FILE_TTL_MS, BUILT_FILES_MAX);
  caches.register(built);
  const send = async (c: Context<AppEnv>, contentType: string, build: (origin: string) => Promise<CachedBody>): Promise<Response> => {
    const origin = publicOrigin(env, c.req.url);
    const body = await built.getOrLoad(`${origin} ${c.req.path}`, () => build(origin));
    return sendCached(c, body, contentType, 200, originVary(env), CACHE_CONTROL);
  };
  const xml = 'application/xml; charset=utf-8';
  return createRouter()
    .get('/robots.txt', (c) => send(c, 'text/plain; charset=utf-8', async (origin) => toCachedText(robotsTxt(origin))))
    .get('/sitemap.xml', (c) =>
      send(c, xml, async (origin) => toCachedText(sitemapIndexXml(origin, await sitemapChildren(db)), [LISTS_TAG])),
    )
    .get('/sitemaps/:name', (c) =>
      send(c, xml, async (origin) => {
        const entries = await childSitemapEntries(db, c.req.param('name'));
        if (entries.length === 0) throw new AppError('NotFound', `No sitemap at ${c.req.path}`);
        return toCachedText(urlSetXml(origin, entries), [LISTS_TAG]);
      }),
    );
}
