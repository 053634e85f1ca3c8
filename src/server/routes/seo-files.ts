import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { AppError } from '../platform/errors';
import type { AppEnv } from '../web/types';
import { childSitemapEntries, robotsTxt, sitemapChildren, sitemapIndexXml, urlSetXml } from '../seo/sitemap';
import { originVary, publicOrigin } from '../seo/urls';

/** Crawlers come back for these files now and then; an hour keeps a new deal from waiting long to be listed. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * /robots.txt, /sitemap.xml and its children under /sitemaps/. Built per request because every URL in them is
 * absolute (PUBLIC_URL, or a Host `publicOrigin` believes). Only these paths answer here; the rest pass on.
 */
export function seoFileRoutes({ db, env }: AppDeps): Router {
  const send = (c: Context<AppEnv>, contentType: string, body: string): Response => {
    c.header('Content-Type', contentType);
    c.header('Cache-Control', CACHE_CONTROL);
    for (const header of originVary(env)) c.header('Vary', header, { append: true });
    return c.body(body);
  };
  return createRouter()
    .get('/robots.txt', (c) => send(c, 'text/plain; charset=utf-8', robotsTxt(publicOrigin(env, c.req.url))))
    .get('/sitemap.xml', async (c) =>
      send(c, 'application/xml; charset=utf-8', sitemapIndexXml(publicOrigin(env, c.req.url), await sitemapChildren(db))),
    )
    .get('/sitemaps/:name', async (c) => {
      const entries = await childSitemapEntries(db, c.req.param('name'));
      if (entries.length === 0) throw new AppError('NotFound', `No sitemap at ${c.req.path}`);
      return send(c, 'application/xml; charset=utf-8', urlSetXml(publicOrigin(env, c.req.url), entries));
    });
}
