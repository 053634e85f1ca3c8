import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '@/server/app';
import type { DealListItem } from '@/shared/schemas/deal';
import { slugify } from '@/shared/slug';
import { asc, ne } from 'drizzle-orm';
import { banners, deals, users } from '@/server/db/schema';
import { sessionHeaders, testApp, testEnv } from '../helpers/app';
import { homeFirstPage, PUBLIC_URL, renderBundle, useRenderedPages } from '../helpers/pages';

const server = useRenderedPages();
let firstPage: DealListItem[];

beforeAll(async () => {
  firstPage = await homeFirstPage(server.app);
});

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The app's markup inside `#root`, without the head (which names the page on its own). */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

const scriptNonces = (html: string) => [...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);

describe('a first visit gets the page rendered by the server', () => {
  it("renders the home page's 30 deals of the first page into #root", async () => {
    const res = await server.app.request('/');
    expect(res.status).toBe(200);
    const root = rootOf(await res.text());
    expect(firstPage).toHaveLength(30);
    for (const deal of firstPage) expect(root).toContain(escapeHtml(deal.title));
  });

  it('renders a deal page with its title and price, and hands its data to the browser for hydration', async () => {
    const deal = firstPage.find((d) => d.new_price !== null) ?? firstPage[0];
    if (!deal) throw new Error('no deal');
    const res = await server.app.request(`/deals/${deal.id}/${slugify(deal.title)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain(`<h1`);
    expect(root).toContain(escapeHtml(deal.title));
    if (deal.new_price !== null) expect(root).toMatch(new RegExp(`${Math.floor(deal.new_price / 100)}(,\\d\\d)?\\s?zł`));
    expect(root).toContain('$_TSR');
    expect(root).toMatch(/<div id="root" data-rendered-at="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
    // The page is painted already: the code that hydrates it starts after the page has loaded (or at the first touch),
    // from an inline loader that carries the render's nonce, so its pictures get the bandwidth and the main thread first.
    expect(html).not.toContain('<script type="module"');
    const [nonce] = scriptNonces(html);
    // The nonce is base64 (`+`, `/`): the loader is found by plain text, not by a pattern built from it.
    const loader =
      html
        .split(`<script nonce="${nonce}">`)
        .map((part) => part.slice(0, part.indexOf('</script>')))
        .find((body) => body.includes('"/assets/index-1.js"')) ?? '';
    expect(loader).toContain("addEventListener('load'");
    expect(loader).toContain("s.type='module'");
  });

  it('renders a deal whose title gives no slug at /deals/{id}, with no redirect from the server or the app', async () => {
    const [author] = await server.db.select({ id: users.id }).from(users).limit(1);
    const title = 'Скидка 🔥 限时特价';
    const [row] = await server.db
      .insert(deals)
      .values({ userId: author!.id, categoryId: 'electronics', title })
      .returning({ id: deals.id });
    for (const path of [`/deals/${row!.id}`, `/deals/${row!.id}/`]) {
      const res = await server.app.request(path, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')], path).toEqual([200, null]);
      const root = rootOf(await res.text());
      expect(root).toContain('<h1');
      expect(root).toContain(escapeHtml(title));
    }
  });

  it('renders the cookie banner into the page until the visitor has answered it, and caches both pages apart', async () => {
    const asking = rootOf(await (await server.app.request('/coupons')).text());
    expect(asking).toContain('aria-label="Pliki cookie"');
    const answered = rootOf(await (await server.app.request('/coupons', { headers: { Cookie: 'consent_answered=1' } })).text());
    expect(answered).not.toContain('aria-label="Pliki cookie"');
    expect(rootOf(await (await server.app.request('/coupons')).text())).toContain('aria-label="Pliki cookie"');
  });

  it('renders no cookie banner once it was answered through its form, without JavaScript', async () => {
    const asking = await (await server.app.request('/faq')).text();
    const form = /<form[^>]*>/.exec(rootOf(asking))?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/consent"');
    const answer = await server.app.request('/api/consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: 'choice=reject&return=%2Ffaq',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/faq');
    const cookie = (answer.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const next = rootOf(await (await server.app.request('/faq', { headers: { Cookie: cookie } })).text());
    expect(next).not.toContain('aria-label="Pliki cookie"');
    expect(next).toContain('<h1');
  });

  it('answers 404 with the rendered not-found page for a path no route knows', async () => {
    const res = await server.app.request('/no-such-page/here');
    expect(res.status).toBe(404);
    expect(rootOf(await res.text())).toContain('<h1');
  });

  it('answers 404 with the rendered not-found page for an unknown deal, category and console', async () => {
    for (const path of ['/deals/999999/x', '/categories/no-such-category', '/gamer-zone/no-such-console']) {
      const res = await server.app.request(path);
      expect(res.status, path).toBe(404);
      expect(rootOf(await res.text()), path).toContain('<h1');
    }
  });

  it('renders in English for a browser asking for English, and in the chosen language when the cookie says so', async () => {
    const english = await (await server.app.request('/faq', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })).text();
    expect(english).toContain('<html lang="en">');
    const chosen = await (
      await server.app.request('/faq', { headers: { 'Accept-Language': 'en-GB,en;q=0.9', Cookie: 'locale=pl' } })
    ).text();
    expect(chosen).toContain('<html lang="pl">');
    expect(rootOf(english)).not.toBe(rootOf(chosen));
  });

  it('puts a chosen theme on <html>, so the first paint is already in it', async () => {
    const html = await (await server.app.request('/faq', { headers: { Cookie: 'theme=dark' } })).text();
    expect(html).toContain('<html lang="pl" data-theme="dark">');
    const auto = await (await server.app.request('/faq')).text();
    expect(auto).toContain('<html lang="pl">');
  });

  it('leaves a redirect that depends on the session to the browser: the favourites tab gets the shell', async () => {
    const res = await server.app.request('/?tab=favourites');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('$_TSR');
  });

  it.each(['/account/settings', '/moderation/members'])(
    'sends a private page (%s) as the shell: no server render of what only a signed-in browser may see',
    async (path) => {
      const res = await server.app.request(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('$_TSR');
    },
  );
});

describe('the strict CSP of a rendered page', () => {
  it('names the nonce every inline script carries, and allows no other inline script', async () => {
    const res = await server.app.request('/coupons');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const nonces = scriptNonces(await res.text());
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces).size).toBe(1);
    expect(scriptSrc).toContain(`'nonce-${nonces[0]}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('gives a new render a new nonce', async () => {
    const nonceOf = async () => scriptNonces(await (await server.app.request('/search?query=gra')).text())[0];
    const first = await nonceOf();
    expect(first).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, testEnv().LIST_CACHE_TTL_MS + 50));
    // Past its TTL the cached render is served once more while the next one is made (stale-while-revalidate).
    let next = await nonceOf();
    for (let tries = 0; next === first && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await nonceOf();
    }
    expect(next).toBeDefined();
    expect(next).not.toBe(first);
  });
});

describe('rendered pages under load', () => {
  it('renders concurrent identical requests once and revalidates a repeat to a 304 with the same CSP', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.app.request('/gamer-zone')));
    const etags = new Set(answers.map((res) => res.headers.get('ETag')));
    const policies = new Set(answers.map((res) => res.headers.get('Content-Security-Policy')));
    expect(etags.size).toBe(1);
    expect(policies.size).toBe(1);
    const [etag] = etags;
    const repeat = await server.app.request('/gamer-zone', { headers: { 'If-None-Match': etag ?? '' } });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('Content-Security-Policy')).toBe([...policies][0]);
  });

  it('sends a kept page as Brotli at once, and smaller once the best compression is made; gzip to who asks only gzip', async () => {
    const ask = (acceptEncoding: string) => server.app.request('/gamer-zone?brotli', { headers: { 'Accept-Encoding': acceptEncoding } });
    const bodyOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
    const gzipOnly = await ask('gzip');
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    const page = gunzipSync(await bodyOf(gzipOnly)).toString();
    expect(page).toContain('<div id="root"');
    const first = await ask('gzip, deflate, br, zstd');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(first.headers.get('ETag')).toBe(gzipOnly.headers.get('ETag'));
    const firstBody = await bodyOf(first);
    expect(brotliDecompressSync(firstBody).toString()).toBe(page);
    expect(firstBody.byteLength).toBeLessThan(gzipSync(page).byteLength);
    let best = firstBody;
    await vi.waitFor(
      async () => {
        best = await bodyOf(await ask('br'));
        expect(best.byteLength).toBeLessThan(firstBody.byteLength);
      },
      { timeout: 5000 },
    );
    expect(brotliDecompressSync(best).toString()).toBe(page);
    expect((await ask('br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
  });
});

describe('a cached page after a write', () => {
  // Its own app with the longest TTL the setting allows: only a write may end a cached render here, never the clock of
  // a slow run. (Its render bundle's loaders now reach this app.)
  let cachingApp: App;
  beforeAll(async () => {
    cachingApp = testApp({
      db: server.db,
      mediaDir: server.mediaDir,
      distDir: server.distDir,
      pageRenderer: await renderBundle(),
      env: testEnv({ PUBLIC_URL, LIST_CACHE_TTL_MS: '60000' }),
    });
  });

  it('stays cached through a banner impression, and is rendered anew after a comment on a deal', async () => {
    const app = cachingApp;
    const deal = firstPage[0];
    if (!deal) throw new Error('no deal');
    const path = `/deals/${deal.id}/${slugify(deal.title)}`;
    const nonceOf = async () => scriptNonces(await (await app.request(path)).text())[0];
    const first = await nonceOf();

    const [banner] = await server.db.select({ id: banners.id }).from(banners).limit(1);
    if (!banner) throw new Error('the demo data has no banners');
    const impression = await app.request(`/api/banners/${banner.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'impression' }),
    });
    expect(impression.status).toBeLessThan(300);
    expect(await nonceOf()).toBe(first);

    const [commenter] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(ne(users.id, deal.user.id))
      .orderBy(asc(users.id))
      .limit(1);
    if (!commenter) throw new Error('the demo data has one user only');
    const comment = await app.request(`/api/deals/${deal.id}/comment`, {
      method: 'POST',
      headers: { ...(await sessionHeaders(server.db, commenter.id)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'Potwierdzam, cena aktualna.' }),
    });
    expect(comment.status, await comment.clone().text()).toBe(201);
    const after = await (await app.request(path)).text();
    expect(scriptNonces(after)[0]).not.toBe(first);
    expect(after).toContain('Potwierdzam, cena aktualna.');
  });
});
