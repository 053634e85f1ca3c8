import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { deals, shops, specials } from '@/server/db/schema';
import { slugify } from '@/shared/slug';
import { testApp, testEnv } from '../helpers/app';
import { distWith, renderBundle, SHELL, useRenderedPages } from '../helpers/pages';

const server = useRenderedPages();
let deal: { id: number; title: string; newPrice: number | null };

beforeAll(async () => {
  const [first] = await server.db
    .select({ id: deals.id, title: deals.title, newPrice: deals.newPrice })
    .from(deals)
    .where(eq(deals.currency, 'PLN'))
    .orderBy(asc(deals.id))
    .limit(1);
  if (!first) throw new Error('the demo data has no deals');
  deal = first;
});

const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);

describe('a deal page as the server first sends it', () => {
  it('carries the deal in its head: title, canonical, Open Graph with the share card, and Product JSON-LD', async () => {
    const path = `/deals/${deal.id}/${slugify(deal.title)}`;
    const res = await server.app.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="https://okazje.example${path}"/>`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="https://okazje\\.example/share-cards/deals/${deal.id}\\.jpg\\?v=\\w+"/>`),
    );
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<div id="root" data-rendered-at=');
    const [product] = jsonLdOf(html);
    expect(product).toMatchObject({ '@type': 'Product', url: `https://okazje.example${path}` });
    if (deal.newPrice !== null)
      expect(product).toMatchObject({ offers: { price: (deal.newPrice / 100).toFixed(2), priceCurrency: 'PLN' } });
  });

  it('describes its share image to X (Twitter) as to Open Graph: the same picture, with the same alternative text', async () => {
    const html = await (await server.app.request(`/deals/${deal.id}/${slugify(deal.title)}`)).text();
    const content = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html)?.[1];
    expect(content('og:image:alt')).toBeTruthy();
    expect([content('twitter:image'), content('twitter:image:alt')]).toEqual([content('og:image'), content('og:image:alt')]);
  });

  it.each([
    ['without its slug', (id: number) => `/deals/${id}`],
    ['with a wrong slug', (id: number) => `/deals/${id}/zly-adres`],
  ])('answers a deal address %s with 301 to the canonical one, keeping the query', async (_name, address) => {
    const res = await server.app.request(`${address(deal.id)}?utm_source=fb`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/deals/${deal.id}/${slugify(deal.title)}?utm_source=fb`);
  });
});

describe('a deal whose title gives no slug', () => {
  /** Follows redirects the way a browser would, and fails on a loop instead of following it forever. */
  async function land(path: string): Promise<{ path: string; res: Response; hops: number }> {
    const seen = new Set<string>();
    let current = path;
    for (let hops = 0; hops < 5; hops++) {
      const res = await server.app.request(current, { redirect: 'manual' });
      if (res.status !== 301) return { path: current, res, hops };
      expect(seen.has(current), `${current} redirects back to itself`).toBe(false);
      seen.add(current);
      current = res.headers.get('location') ?? '';
    }
    throw new Error(`${path} still redirects after 5 hops`);
  }

  it('is served at /deals/{id}, its canonical address, and every other address of it leads there without a loop', async () => {
    const [author] = await server.db.select({ userId: deals.userId }).from(deals).limit(1);
    const title = 'Скидка 🔥 限时特价';
    expect(slugify(title)).toBe('');
    const [row] = await server.db
      .insert(deals)
      .values({ userId: author!.userId, categoryId: 'electronics', title })
      .returning({ id: deals.id });
    const id = row!.id;

    const direct = await land(`/deals/${id}`);
    expect([direct.res.status, direct.hops]).toEqual([200, 0]);
    expect(await direct.res.text()).toContain(`<link rel="canonical" href="https://okazje.example/deals/${id}"/>`);
    for (const address of [`/deals/${id}/`, `/deals/${id}/zly-adres?utm_source=fb`]) {
      const landed = await land(address);
      expect(landed.res.status, address).toBe(200);
      expect(landed.path.replace(/\/?\?.*$/, '').replace(/\/$/, ''), address).toBe(`/deals/${id}`);
    }
    const wrong = await server.app.request(`/deals/${id}/zly-adres?utm_source=fb`, { redirect: 'manual' });
    expect([wrong.status, wrong.headers.get('location')]).toEqual([301, `/deals/${id}?utm_source=fb`]);
  });
});

describe('true statuses', () => {
  it.each([
    '/deals/2147483647/x',
    '/deals/abc',
    '/shops/2147483647',
    '/shops/0',
    '/specials/999999',
    '/profile/999999',
    '/prizes/999999',
    '/categories/no-such-category',
  ])('answers the unknown page %s with 404, its rendered not-found page and noindex', async (path) => {
    const res = await server.app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<title>Nie znaleziono [^<]* · Okazje<\/title>/);
    expect(html).not.toContain('rel="canonical"');
  });

  it('answers known shops and specials with 200, their name in the title and their own share card', async () => {
    const [shop] = await server.db.select({ id: shops.id, name: shops.name }).from(shops).orderBy(asc(shops.id)).limit(1);
    const [special] = await server.db.select({ id: specials.id, title: specials.title }).from(specials).orderBy(asc(specials.id)).limit(1);
    if (!shop || !special) throw new Error('the demo data has no shop or special');
    const shopPage = await server.app.request(`/shops/${shop.id}`);
    expect(shopPage.status).toBe(200);
    const shopHtml = await shopPage.text();
    expect(shopHtml).toContain(`<title>${shop.name}: kupony i okazje · Okazje</title>`);
    expect(shopHtml).toContain(`/share-cards/shops/${shop.id}.jpg?v=`);
    const specialPage = await server.app.request(`/specials/${special.id}`);
    expect(specialPage.status).toBe(200);
    expect(await specialPage.text()).toContain(`/share-cards/specials/${special.id}.jpg?v=`);
  });

  it('keeps private pages out of search engines, and gives the home page its canonical address', async () => {
    const account = await (await server.app.request('/account/settings')).text();
    expect(account).toContain('<meta name="robots" content="noindex"/>');
    const home = await server.app.request('/');
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<link rel="canonical" href="https://okazje.example/"/>');
    expect(html).toContain('<title>Okazje</title>');
  });
});

describe('page answers under load', () => {
  it('are shared briefly: identical requests get one answer with an ETag, and a repeat visit a 304', async () => {
    const path = `/deals/${deal.id}/${slugify(deal.title)}`;
    const [a, b] = await Promise.all([server.app.request(path), server.app.request(path)]);
    const etag = a.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(b.headers.get('etag')).toBe(etag);
    expect(await a.text()).toBe(await b.text());
    const repeat = await server.app.request(path, { headers: { 'If-None-Match': etag! } });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('cache-control')).toBe('no-cache');
  });

  it('keep a not-found page its 404 when answered again from the cache', async () => {
    expect((await server.app.request('/shops/2147483646')).status).toBe(404);
    const again = await server.app.request('/shops/2147483646');
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('without PUBLIC_URL', () => {
  // The default HOST and PORT (127.0.0.1:3000), and a TTL long enough that every request below could be a cache hit.
  let local: App;
  beforeAll(async () => {
    local = testApp({
      db: server.db,
      mediaDir: server.mediaDir,
      distDir: distWith(SHELL),
      pageRenderer: await renderBundle(),
      env: testEnv({ LIST_CACHE_TTL_MS: '60000' }),
    });
  });

  /** Every absolute address in a page's head (canonical, og:url, og:image) and its JSON-LD. */
  const originsOf = (html: string) =>
    new Set(
      [html.slice(0, html.indexOf('<body')), ...jsonLdOf(html).map((data) => JSON.stringify(data))].flatMap((text) =>
        [...text.matchAll(/https?:\/\/[^/"\s]+/g)].map((m) => m[0]),
      ),
    );

  it('writes http://HOST:PORT in canonical, Open Graph and JSON-LD whatever Host the request names, and says it varies by Host', async () => {
    const path = `/deals/${deal.id}/${slugify(deal.title)}`;
    const res = await local.request(`http://evil.example${path}`);
    expect(res.status).toBe(200);
    expect(
      res.headers
        .get('vary')
        ?.toLowerCase()
        .split(/\s*,\s*/),
    ).toContain('host');
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:3000${path}"/>`);
    expect(html).toContain(`<meta property="og:url" content="http://127.0.0.1:3000${path}"/>`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:3000\/share-cards\/deals\//);
    expect(jsonLdOf(html)[0]).toMatchObject({ url: `http://127.0.0.1:3000${path}` });
    expect([...originsOf(html)].filter((origin) => !origin.includes('schema.org'))).toEqual(['http://127.0.0.1:3000']);
  });

  it('never answers one Host with a render cached for another', async () => {
    const path = `/deals/${deal.id}/${slugify(deal.title)}`;
    const canonicalOf = async (url: string) => /<link rel="canonical" href="([^"]*)"/.exec(await (await local.request(url)).text())?.[1];
    expect(await canonicalOf(`http://localhost:5173${path}`)).toBe(`http://localhost:5173${path}`);
    expect(await canonicalOf(`http://attacker.example${path}`)).toBe(`http://127.0.0.1:3000${path}`);
    expect(await canonicalOf(`http://127.0.0.1:3000${path}`)).toBe(`http://127.0.0.1:3000${path}`);
    expect(await canonicalOf(`http://localhost:5173${path}`)).toBe(`http://localhost:5173${path}`);
  });
});
