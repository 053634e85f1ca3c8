import { and, asc, eq, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { deals, shops, specials, users } from '@/server/db/schema';
import { dealSitemapEntries, dealSitemapPages, urlSetXml } from '@/server/seo/sitemap';
import { CONSOLE_SLUGS } from '@/shared/categories';
import { CATEGORY_ALIASES, CATEGORY_TREE } from '@/shared/categories';
import { DEFAULT_MARKET_ID } from '@/shared/constants';
import { slugify } from '@/shared/slug';
import { sessionHeaders, testApp, testEnv, useTestServer } from '../helpers/app';
import { DEMO_EMAIL } from '@/server/seed';

const ORIGIN = 'https://okazje.example';
const server = useTestServer({ seed: true });
/** The same database served with PUBLIC_URL set, as in production behind a proxy. */
let app: App;
let hiddenDealId: number;

beforeAll(async () => {
  app = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv({ PUBLIC_URL: ORIGIN }) });
  const [deal] = await server.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.marketId, DEFAULT_MARKET_ID), eq(deals.isHidden, false)))
    .orderBy(asc(deals.id))
    .limit(1);
  hiddenDealId = deal!.id;
  await server.db.update(deals).set({ isHidden: true }).where(eq(deals.id, hiddenDealId));
});

interface Entry {
  loc: string;
  lastmod: string | undefined;
}

/** The `<url>` or `<sitemap>` entries of a sitemap, in document order. */
function entriesOf(xml: string): Entry[] {
  return [...xml.matchAll(/<(url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/\1>/g)].map((m) => ({
    loc: m[2]!,
    lastmod: m[3],
  }));
}

const varyOf = (res: Response) => (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);

async function getXml(path: string, on: App = app): Promise<string> {
  const res = await on.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  return xml;
}

/** The deals a deal page is listed for: the site's market, not hidden; with the canonical path of the client's route. */
async function publicDeals() {
  const rows = await server.db
    .select({ id: deals.id, title: deals.title, updatedAt: deals.updatedAt })
    .from(deals)
    .where(and(eq(deals.marketId, DEFAULT_MARKET_ID), eq(deals.isHidden, false)))
    .orderBy(asc(deals.id));
  return rows.map((row) => ({ id: row.id, loc: `${ORIGIN}/deals/${row.id}/${slugify(row.title)}`, lastmod: row.updatedAt.toISOString() }));
}

describe('GET /robots.txt', () => {
  it('names the absolute sitemap URL at PUBLIC_URL and keeps crawlers out of private pages', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    // With PUBLIC_URL the file is the same whatever the Host, so caches need not keep a copy per host.
    expect(varyOf(res)).not.toContain('host');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/account', '/add-deal', '/sign-in', '/sign-up', '/reset-password', '/search']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });

  it('names http://HOST:PORT, never a Host the operator did not configure, when PUBLIC_URL is not set', async () => {
    const res = await server.app.request('https://deals.test:8443/robots.txt');
    expect((await res.text()).split('\n')).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
    // The file then depends on the Host (a loopback one is believed): a shared cache must keep one copy per host.
    expect(varyOf(res)).toContain('host');
  });

  it('believes a loopback Host, or the configured HOST with its port, when PUBLIC_URL is not set', async () => {
    const sitemapOf = async (app: App, url: string) =>
      (await (await app.request(url)).text()).split('\n').find((line) => line.startsWith('Sitemap: '));
    expect(await sitemapOf(server.app, 'http://localhost:5173/robots.txt')).toBe('Sitemap: http://localhost:5173/sitemap.xml');
    expect(await sitemapOf(server.app, 'http://127.0.0.2:3000/robots.txt')).toBe('Sitemap: http://127.0.0.2:3000/sitemap.xml');
    expect(await sitemapOf(server.app, 'http://[::1]:8080/robots.txt')).toBe('Sitemap: http://[::1]:8080/sitemap.xml');
    const lan = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv({ HOST: 'deals.lan', PORT: '8080' }) });
    expect(await sitemapOf(lan, 'http://deals.lan:8080/robots.txt')).toBe('Sitemap: http://deals.lan:8080/sitemap.xml');
    expect(await sitemapOf(lan, 'http://deals.lan:9999/robots.txt')).toBe('Sitemap: http://deals.lan:8080/sitemap.xml');
    expect(await sitemapOf(lan, 'http://evil.example:8080/robots.txt')).toBe('Sitemap: http://deals.lan:8080/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every child sitemap, each with the newest change of its rows, and each child answers', async () => {
    const children = entriesOf(await getXml('/sitemap.xml'));
    const publicDealRows = await publicDeals();
    const newestDeal = publicDealRows
      .map((d) => d.lastmod)
      .sort()
      .at(-1);
    const [shopRow] = await server.db.select({ lastmod: max(shops.createdAt) }).from(shops);
    const [specialRow] = await server.db
      .select({ lastmod: max(specials.createdAt) })
      .from(specials)
      .where(eq(specials.marketId, DEFAULT_MARKET_ID));
    // The demo's few hundred deals fit one deals child.
    expect(children).toEqual([
      { loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: newestDeal },
      { loc: `${ORIGIN}/sitemaps/shops.xml`, lastmod: shopRow!.lastmod!.toISOString() },
      { loc: `${ORIGIN}/sitemaps/specials.xml`, lastmod: specialRow!.lastmod!.toISOString() },
      { loc: `${ORIGIN}/sitemaps/deals-1.xml`, lastmod: newestDeal },
    ]);
    for (const child of children) {
      expect(entriesOf(await getXml(child.loc.slice(ORIGIN.length))).length).toBeGreaterThan(0);
    }
  });

  it('writes http://HOST:PORT rather than the Host the request named when PUBLIC_URL is not set', async () => {
    const res = await server.app.request('https://deals.test/sitemap.xml');
    expect(varyOf(res)).toContain('host');
    const [first] = entriesOf(await res.text());
    expect(first?.loc).toBe('http://127.0.0.1:3000/sitemaps/pages.xml');
    const child = await server.app.request('https://deals.test/sitemaps/shops.xml');
    expect(varyOf(child)).toContain('host');
    expect(entriesOf(await child.text())[0]?.loc).toMatch(/^http:\/\/127\.0\.0\.1:3000\/shops\//);
  });
});

describe('the child sitemaps', () => {
  it("deals: every public deal's canonical URL with its update time, and no hidden deal", async () => {
    const listed = entriesOf(await getXml('/sitemaps/deals-1.xml'));
    const expected = await publicDeals();
    expect(expected.length).toBeGreaterThan(300);
    expect(listed).toEqual(expected.map(({ loc, lastmod }) => ({ loc, lastmod })));
    expect(listed.some((entry) => entry.loc.startsWith(`${ORIGIN}/deals/${hiddenDealId}/`))).toBe(false);
  });

  it('shops and specials: their pages with the time each row was created', async () => {
    const shopRows = await server.db.select({ id: shops.id, createdAt: shops.createdAt }).from(shops).orderBy(asc(shops.id));
    expect(entriesOf(await getXml('/sitemaps/shops.xml'))).toEqual(
      shopRows.map((s) => ({ loc: `${ORIGIN}/shops/${s.id}`, lastmod: s.createdAt.toISOString() })),
    );
    const specialRows = await server.db
      .select({ id: specials.id, createdAt: specials.createdAt })
      .from(specials)
      .where(eq(specials.marketId, DEFAULT_MARKET_ID))
      .orderBy(asc(specials.id));
    expect(specialRows.length).toBeGreaterThan(0);
    expect(entriesOf(await getXml('/sitemaps/specials.xml'))).toEqual(
      specialRows.map((s) => ({ loc: `${ORIGIN}/specials/${s.id}`, lastmod: s.createdAt.toISOString() })),
    );
  });

  it('pages: home, coupons, the gamer zone and its consoles, every category and the static pages, no private page', async () => {
    const locs = entriesOf(await getXml('/sitemaps/pages.xml')).map((entry) => entry.loc.slice(ORIGIN.length));
    const categories = [...CATEGORY_TREE.map((node) => node.id), ...Object.keys(CATEGORY_ALIASES)];
    expect(locs).toEqual(
      expect.arrayContaining([
        '/',
        '/coupons',
        '/gamer-zone',
        ...CONSOLE_SLUGS.map((slug) => `/gamer-zone/${slug}`),
        ...categories.map((slug) => `/categories/${slug}`),
        '/faq',
        '/ranking',
        '/moderation-log',
        '/terms',
        '/privacy',
        '/contact',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((path) => /^\/(account|add-deal|sign-in|sign-up|reset-password|search|api)\b/.test(path))).toEqual([]);
  });

  it.each(['/sitemaps/deals-999.xml', '/sitemaps/deals-0.xml', '/sitemaps/deals-99999999999.xml', '/sitemaps/x.xml'])(
    '%s is a JSON 404 like any unknown path',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe('NotFound');
    },
  );

  it('leaves every other path to the routes after it', async () => {
    expect((await app.request('/api/health')).status).toBe(200);
    expect((await app.request('/sitemaps')).status).toBe(404);
  });
});

describe('splitting the deals into children', () => {
  it('puts the deal after a full child into a second child of its own (10,000 + 1, here at a smaller size)', async () => {
    const all = await publicDeals();
    const last = all.at(-1)!;
    // Ids start at 1, so with a size of last.id - 1 every public deal but the last fills the first child.
    const pageSize = last.id - 1;
    const pages = await dealSitemapPages(server.db, pageSize);
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(pages[1]!.lastmod.toISOString()).toBe(last.lastmod);
    expect((await dealSitemapEntries(server.db, 1, pageSize)).length).toBe(all.length - 1);
    const second = await dealSitemapEntries(server.db, 2, pageSize);
    expect(second.map((entry) => `${ORIGIN}${entry.path}`)).toEqual([last.loc]);
    expect(await dealSitemapEntries(server.db, 3, pageSize)).toEqual([]);
  });

  it('covers every public deal once, no child above its size, each child dated by its newest deal', async () => {
    const pageSize = 40;
    const pages = await dealSitemapPages(server.db, pageSize);
    const children = await Promise.all(pages.map((p) => dealSitemapEntries(server.db, p.page, pageSize)));
    for (const [i, child] of children.entries()) {
      expect(child.length).toBeGreaterThan(0);
      expect(child.length).toBeLessThanOrEqual(pageSize);
      const newest = child
        .map((entry) => entry.lastmod!.toISOString())
        .sort()
        .at(-1);
      expect(pages[i]!.lastmod.toISOString()).toBe(newest);
    }
    const listed = children.flat().map((entry) => `${ORIGIN}${entry.path}`);
    expect(listed).toEqual((await publicDeals()).map((deal) => deal.loc));
  });
});

describe('urlSetXml', () => {
  it('escapes what XML would read as markup', () => {
    const xml = urlSetXml(ORIGIN, [{ path: `/a?b=1&c=<"x">'`, lastmod: null }]);
    expect(xml).toContain(`<loc>${ORIGIN}/a?b=1&#38;c=&#60;&#34;x&#34;&#62;&#39;</loc>`);
    expect(xml).not.toContain('&c=');
  });
});

describe('built once per content version', () => {
  it('answers the same compressed bytes and ETag until a write changes the lists, then the new deal is listed', async () => {
    const ask = (path: string, headers: Record<string, string> = {}) =>
      app.request(`${ORIGIN}${path}`, { headers: { 'Accept-Encoding': 'gzip', ...headers } });
    const first = await ask('/sitemaps/deals-1.xml');
    const again = await ask('/sitemaps/deals-1.xml');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(varyOf(first)).toContain('accept-encoding');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect((await ask('/sitemaps/deals-1.xml', { 'If-None-Match': first.headers.get('etag') ?? '' })).status).toBe(304);

    const [author] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    const body = { url: 'https://example.com/p/sitemap-kettle', title: 'Czajnik do mapy strony', description: 'Tani.', category: 'home' };
    const posted = await app.request(`${ORIGIN}/api/deals/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await sessionHeaders(server.db, author!.id)) },
      body: JSON.stringify(body),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    const after = await app.request(`${ORIGIN}/sitemaps/deals-1.xml`);
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(await after.text()).toContain(`${ORIGIN}/deals/${id}/${slugify(body.title)}<`);
  });
});
