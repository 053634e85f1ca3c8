import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { dealImages, shops } from '@/server/db/schema';
import { EnvError, parseEnv } from '@/server/platform/env';
import { isPublicAddress } from '@/server/outbound/safe-fetch';
import { importedShopName, readPage, siteName, toMinorUnits } from '@/server/services/link-import';
import type { DealImport } from '@/shared/schemas/deal-import';
import { VALIDATION_MESSAGES as M } from '@/shared/validation';
import { testApp, testEnv, useTestServer } from '../helpers/app';
import { createUser, expectError, send } from '../helpers/community-fixtures';

const server = useTestServer();

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function listen(handler: Handler): Promise<{ server: Server; port: number }> {
  const http = createServer(handler);
  return new Promise((resolve) => {
    http.listen(0, '127.0.0.1', () => resolve({ server: http, port: (http.address() as AddressInfo).port }));
  });
}

function close(http: Server | undefined): Promise<void> {
  if (!http) return Promise.resolve();
  http.closeAllConnections();
  return new Promise((resolve) => http.close(() => resolve()));
}

const html = (res: ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8') => {
  res.writeHead(200, { 'Content-Type': type });
  res.end(body);
};

const OG_PAGE = `<!doctype html><html><head>
  <title>Fallback title</title>
  <!-- <meta property="og:title" content="A commented-out title"> -->
  <script>document.write('<meta property="og:image" content="/img/from-a-script.png">');</script>
  <meta property="og:title" content="  Słuchawki Sony WH-1000XM5 &amp; etui  ">
  <meta property="og:description" content="ANC > reszta,   w tej cenie">
  <meta property="og:image" content="/img/photo.png">
  <meta property="og:image" content="/img/second.png">
  <meta property="product:price:amount" content="1 299,99 zł">
  <meta property="product:price:currency" content="PLN">
  <meta property="product:original_price:amount" content="1599.00">
</head><body><div class="price">1 299,99 zł</div><p class="omnibus">Najniższa cena z 30 dni przed obniżką: <span>1&nbsp;449,00&nbsp;zł</span></p></body></html>`;

const JSON_LD_PAGE = `<!doctype html><html><head><title>Konsola</title>
<script type="application/ld+json">{ "broken": </script>
<script type="application/ld+json">
{"@context":"https://schema.org","@type":"Product","name":"PlayStation 5 Slim","image":["https://cdn.example/ps5.jpg"],
 "offers":{"@type":"Offer","price":"2199.00","priceCurrency":"PLN",
   "priceSpecification":[{"@type":"UnitPriceSpecification","priceType":"https://schema.org/StrikethroughPrice","price":2499,"priceCurrency":"PLN"}]}}
</script></head><body></body></html>`;

const GRAPH_PAGE = `<!doctype html><html><head><title>Lego &amp; more — sklep</title>
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Shop"},
 {"@type":["Product"],"offers":{"@type":"AggregateOffer","lowPrice":49.5,"highPrice":99,"priceCurrency":"usd"}}]}
</script></head><body></body></html>`;

// "Łódź" in ISO-8859-2, as older Polish shops still serve it.
const LATIN2_PAGE = Buffer.concat([
  Buffer.from('<html><head><meta charset="iso-8859-2"><title>'),
  Buffer.from([0xa3, 0xf3, 0x64, 0xbc]),
  Buffer.from('</title><meta property="og:price:amount" content="10"><meta property="og:price:currency" content="JPY"></head></html>'),
]);

const SITE_NAME_PAGE = `<!doctype html><html><head><title>Lampka</title>
  <meta property="og:site_name" content="  <b>Sklep</b>   &amp; Spółka\u202e\u200b  ">
</head></html>`;

const SITE_URL_PAGE = `<!doctype html><html><head><title>Lampka</title><meta property="og:site_name" content="https://www.sklep.example/"></head></html>`;

let shop: Server | undefined;
let other: Server | undefined;
let port = 0;
let otherPort = 0;
let photo: Buffer;
/** The fake shop on loopback, admitted by LINK_IMPORT_ALLOWLIST. */
let app: App;
/** The same, with a short time limit for the slow page. */
let hastyApp: App;

const shopUrl = (path: string) => `http://127.0.0.1:${port}${path}`;

const routes: Record<string, Handler> = {
  '/og': (_req, res) => html(res, OG_PAGE),
  '/json-ld': (_req, res) => html(res, JSON_LD_PAGE),
  '/graph': (_req, res) => html(res, GRAPH_PAGE),
  '/latin2': (_req, res) => html(res, LATIN2_PAGE, 'text/html'),
  '/nothing': (_req, res) => html(res, '<p>nothing to see'),
  '/site-name': (_req, res) => html(res, SITE_NAME_PAGE),
  '/site-url': (_req, res) => html(res, SITE_URL_PAGE),
  '/broken-picture': (_req, res) => html(res, '<meta property="og:image" content="/img/missing.png"><title>x</title>'),
  '/not-a-picture': (_req, res) => html(res, '<meta property="og:image" content="/img/fake.png"><title>x</title>'),
  '/img/photo.png': (_req, res) => html(res, photo, 'image/png'),
  '/img/fake.png': (_req, res) => html(res, 'not a png at all', 'image/png'),
  '/data.json': (_req, res) => html(res, '{"title":"x"}', 'application/json'),
  '/huge': (_req, res) => html(res, `<title>big</title>${' '.repeat(2 * 1024 * 1024)}`),
  '/huge-gzip': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
    res.end(gzipSync(`<title>bomb</title>${' '.repeat(3 * 1024 * 1024)}`));
  },
  '/gzip': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
    res.end(gzipSync(OG_PAGE));
  },
  '/slow': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.write('<title>slow');
  },
  '/missing': (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/html' });
    res.end('<title>Not found</title>');
  },
  '/to-private': (_req, res) => {
    res.writeHead(302, { Location: 'http://10.0.0.1/' });
    res.end();
  },
  '/to-localhost': (_req, res) => {
    res.writeHead(302, { Location: `http://localhost:${otherPort}/og` });
    res.end();
  },
};

function shopHandler(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://shop');
  // /hops/N redirects N times, the last one to the OG page with a tracking parameter.
  const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
  if (hops) {
    const left = Number(hops[1]);
    res.writeHead(301, { Location: left > 1 ? `/hops/${left - 1}` : '/og?gclid=abc&variant=2' });
    return res.end();
  }
  const route = routes[url.pathname];
  if (route) return route(req, res);
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('no such page');
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  ({ server: shop, port } = await listen(shopHandler));
  ({ server: other, port: otherPort } = await listen(shopHandler));
  const allowlist = { LINK_IMPORT_ALLOWLIST: `127.0.0.1:${port}` };
  app = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv(allowlist) });
  hastyApp = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv({ ...allowlist, LINK_IMPORT_TIMEOUT_MS: '300' }) });
});

afterAll(async () => {
  await Promise.all([close(shop), close(other)]);
});

/** Each call a fresh account, so the per-user rate limit never interferes with the other tests. */
async function importAs(target: App, url: unknown) {
  const user = await createUser(server.db);
  return send(target, 'POST', '/api/deals/import', { auth: user.auth, body: { url } });
}

async function imported(res: Response): Promise<DealImport> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as DealImport;
}

describe('POST /api/deals/import: reading the page', () => {
  it('prefills from Open Graph, product:price meta and the Omnibus notice, strips tracking parameters and stores the picture', async () => {
    const body = await imported(await importAs(app, shopUrl('/og?utm_source=newsletter&id=7&fbclid=xyz')));
    expect(body).toMatchObject({
      url: shopUrl('/og?id=7'),
      title: 'Słuchawki Sony WH-1000XM5 & etui',
      description: 'ANC > reszta, w tej cenie',
      image_url: shopUrl('/img/photo.png'),
      new_price: 129999,
      old_price: 159900,
      lowest_price_30d: 144900,
      currency: 'PLN',
    });
    expect(body.image).toMatchObject({ width: 400, height: 300 });
    expect(body.image?.url).toMatch(/^\/media\/deals\/\w+-400\.webp$/);
    const [row] = await server.db
      .select()
      .from(dealImages)
      .where(eq(dealImages.id, body.image?.id ?? 0));
    expect(row).toMatchObject({ dealId: null, url: body.image?.url });
  });

  it('reads a JSON-LD Product offer, its strikethrough price, and skips a broken JSON-LD block', async () => {
    const body = await imported(await importAs(app, shopUrl('/json-ld')));
    expect(body).toMatchObject({
      title: 'PlayStation 5 Slim',
      description: null,
      image_url: 'https://cdn.example/ps5.jpg',
      new_price: 219900,
      old_price: 249900,
      currency: 'PLN',
    });
  });

  it('finds the Product inside an @graph and takes an AggregateOffer lowPrice', async () => {
    const body = await imported(await importAs(app, shopUrl('/graph')));
    expect(body).toMatchObject({ title: 'Lego & more — sklep', new_price: 4950, old_price: null, currency: 'USD', image_url: null });
  });

  it('decodes a page in its declared charset, and leaves a currency we do not trade in unknown', async () => {
    const body = await imported(await importAs(app, shopUrl('/latin2')));
    expect(body).toMatchObject({ title: 'Łódź', new_price: 1000, currency: null });
  });

  it('reads a gzip-compressed page', async () => {
    expect(await imported(await importAs(app, shopUrl('/gzip')))).toMatchObject({ title: 'Słuchawki Sony WH-1000XM5 & etui' });
  });

  it('answers nulls for a page with nothing usable', async () => {
    const body = await imported(await importAs(app, shopUrl('/nothing')));
    expect(body).toEqual({
      url: shopUrl('/nothing'),
      title: null,
      description: null,
      image_url: null,
      image: null,
      new_price: null,
      old_price: null,
      lowest_price_30d: null,
      currency: null,
      // Nothing names the shop: its host is all there is.
      shop_name: '127.0.0.1',
    });
  });

  it('still answers when the picture is missing or not a picture', async () => {
    for (const page of ['/broken-picture', '/not-a-picture']) {
      const body = await imported(await importAs(app, shopUrl(page)));
      expect(body.image_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/img\/\w+\.png$/);
      expect(body.image).toBeNull();
    }
  });
});

describe('POST /api/deals/import: the shop a deal is credited to', () => {
  it("names the page's og:site_name as plain text", async () => {
    expect((await imported(await importAs(app, shopUrl('/site-name')))).shop_name).toBe('Sklep & Spółka');
  });

  it('names the host when og:site_name is only an address', async () => {
    expect((await imported(await importAs(app, shopUrl('/site-url')))).shop_name).toBe('127.0.0.1');
  });

  it("names the known shop of the page's domain before anything the page says", async () => {
    const [known] = await server.db
      .insert(shops)
      .values({ name: 'Sklep Lokalny', slug: 'sklep-lokalny-issue-35', domain: '127.0.0.1' })
      .returning({ id: shops.id });
    try {
      expect((await imported(await importAs(app, shopUrl('/site-name')))).shop_name).toBe('Sklep Lokalny');
    } finally {
      await server.db.delete(shops).where(eq(shops.id, known?.id ?? 0));
    }
  });

  it('falls back to the host without www., and finds a known shop from a subdomain', async () => {
    expect(await importedShopName(server.db, 'https://www.sklep-bez-nazwy.pl/p/1', null)).toBe('sklep-bez-nazwy.pl');
    await server.db.insert(shops).values({ name: 'Sklep Nadrzędny', slug: 'sklep-nadrzedny-issue-35', domain: 'nadrzedny.pl' });
    expect(await importedShopName(server.db, 'https://outlet.nadrzedny.pl/p/1', 'Outlet')).toBe('Sklep Nadrzędny');
  });

  it('keeps og:site_name plain, short and a name', () => {
    expect(siteName('  Media   Expert ')).toBe('Media Expert');
    expect(siteName('x'.repeat(200))).toHaveLength(60);
    for (const empty of ['', '   ', '<img src=x>', '\u200b', undefined]) expect(siteName(empty)).toBeNull();
    for (const address of ['www.sklep.pl', 'https://sklep.pl/', 'sklep.pl', 'http://127.0.0.1:8080/a'])
      expect(siteName(address)).toBeNull();
  });

  it('credits a deal to the name the import found when the shop is new, never over a known shop', async () => {
    const member = await createUser(server.db);
    const post = async (url: string, shopName: string) => {
      const res = await send(app, 'POST', '/api/deals/', {
        auth: member.auth,
        body: { url, title: 'Lampka biurkowa LED', description: 'Dobra cena', category: 'home', shop_name: shopName },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { shop: { name: string } | null };
    };
    expect((await post('https://www.nowy-sklep-issue-35.pl/lampka', 'Nowy Sklep')).shop?.name).toBe('Nowy Sklep');
    // The shop exists now: another name sent for its domain does not rename it or create another.
    expect((await post('https://nowy-sklep-issue-35.pl/lampka-2', 'Allegro')).shop?.name).toBe('Nowy Sklep');
    const res = await send(app, 'POST', '/api/deals/', {
      auth: member.auth,
      body: { url: 'https://inny-sklep-issue-35.pl/a', title: 'Lampka', description: 'x', category: 'home', shop_name: '<b>x</b>\u0007' },
    });
    await expectError(res, 400, 'ValidationError');
  });
});

describe('POST /api/deals/import: redirects', () => {
  it('follows up to 3 redirects and answers the final address without tracking parameters', async () => {
    const body = await imported(await importAs(app, shopUrl('/hops/3')));
    expect(body.url).toBe(shopUrl('/og?variant=2'));
    expect(body.new_price).toBe(129999);
  });

  it('refuses a 4th redirect', async () => {
    const message = await expectError(await importAs(app, shopUrl('/hops/4')), 422, 'FetchFailed');
    expect(message).toMatch(/more than 3 times/);
  });

  it('refuses a redirect to a private address even from an allowlisted host', async () => {
    await expectError(await importAs(app, shopUrl('/to-private')), 400, 'ValidationError');
  });

  it('refuses a redirect to another loopback port that is not on the allowlist', async () => {
    await expectError(await importAs(app, shopUrl('/to-localhost')), 400, 'ValidationError');
  });
});

describe('POST /api/deals/import: refused links and answers', () => {
  it('refuses loopback without the allowlist, whatever way it is written', async () => {
    for (const url of [shopUrl('/og'), `http://localhost:${port}/og`, `http://[::1]:${port}/og`, `http://2130706433:${port}/og`]) {
      await expectError(await importAs(server.app, url), 400, 'ValidationError');
    }
  });

  it('admits only the allowlisted port of an allowlisted address', async () => {
    await expectError(await importAs(app, `http://127.0.0.1:${otherPort}/og`), 400, 'ValidationError');
  });

  it('refuses the cloud metadata address', async () => {
    const message = await expectError(await importAs(server.app, 'http://169.254.169.254/latest/meta-data/'), 400, 'ValidationError');
    expect(message).toMatch(/private or reserved/);
  });

  it('refuses a link with credentials in it', async () => {
    await expectError(await importAs(app, `http://user:secret@127.0.0.1:${port}/og`), 400, 'ValidationError');
  });

  it('refuses what is not HTML', async () => {
    const message = await expectError(await importAs(app, shopUrl('/data.json')), 400, 'ValidationError');
    expect(message).toMatch(/application\/json/);
  });

  it('refuses a page over 2 MB, compressed or not', async () => {
    await expectError(await importAs(app, shopUrl('/huge')), 422, 'FetchFailed');
    await expectError(await importAs(app, shopUrl('/huge-gzip')), 422, 'FetchFailed');
  });

  it('gives up on a page slower than the time limit', async () => {
    const started = Date.now();
    const message = await expectError(await importAs(hastyApp, shopUrl('/slow')), 422, 'FetchFailed');
    expect(message).toMatch(/did not answer within 0.3 s/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses an error answer from the shop', async () => {
    const message = await expectError(await importAs(app, shopUrl('/missing')), 422, 'FetchFailed');
    expect(message).toMatch(/404/);
  });

  it('reports a host that does not exist', async () => {
    await expectError(await importAs(app, 'http://no-such-shop.invalid/'), 422, 'FetchFailed');
  });
});

describe('POST /api/deals/import: requests', () => {
  it('needs a signed-in user', async () => {
    await expectError(await send(app, 'POST', '/api/deals/import', { body: { url: shopUrl('/og') } }), 401, 'Unauthorized');
  });

  it.each([
    [{}, M.linkRequired],
    [{ url: '' }, M.linkRequired],
    [{ url: 42 }, M.linkRequired],
    [{ url: 'not a link' }, M.linkInvalid],
    [{ url: 'ftp://shop.example/file' }, M.linkInvalid],
    [{ url: 'javascript:alert(1)' }, M.linkInvalid],
    [{ url: `https://shop.example/${'a'.repeat(2048)}` }, M.linkInvalid],
  ])('refuses the body %j', async (body, message) => {
    const user = await createUser(server.db);
    const res = await send(app, 'POST', '/api/deals/import', { auth: user.auth, body });
    expect(await expectError(res, 400, 'ValidationError')).toContain(message);
  });

  it('refuses a body that is not JSON', async () => {
    const user = await createUser(server.db);
    const res = await app.request('/api/deals/import', {
      method: 'POST',
      headers: { ...user.auth, 'Content-Type': 'application/json' },
      body: '{"url":',
    });
    await expectError(res, 400, 'ValidationError');
  });

  it('limits imports per user', async () => {
    const user = await createUser(server.db);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await send(app, 'POST', '/api/deals/import', { auth: user.auth, body: { url: shopUrl('/nothing') } })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4001:82b::200e',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('admits %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '192.0.2.1',
    '::1',
    '::',
    '[::1]',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '2001:db8::1',
    '2001::1',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('readPage', () => {
  it('stays fast on 2 MB pages made of nothing but tags, closed or not', () => {
    readPage('<title>warm-up</title>', 'https://shop.example/');
    const size = 2 * 1024 * 1024;
    for (const unit of [
      '<meta name="x" content="y">',
      '<meta a="',
      '<meta ',
      '<title>',
      '<!--',
      '<script type="application/ld+json">{}</script>',
    ]) {
      const started = Date.now();
      readPage(unit.repeat(Math.ceil(size / unit.length)), 'https://shop.example/');
      expect(Date.now() - started, unit).toBeLessThan(1500);
    }
  });
});

describe('toMinorUnits', () => {
  it.each([
    ['1299.99', 129999],
    ['1 299,99 zł', 129999],
    ['1\u00a0299,99\u00a0zł', 129999],
    ['1.299,00', 129900],
    ['1,299.99', 129999],
    ['1.299', 129900],
    ['49,-', 4900],
    ['12,5', 1250],
    ['PLN 0', 0],
    [1299.99, 129999],
    [49, 4900],
  ])('reads %j as %d', (input, expected) => {
    expect(toMinorUnits(input)).toBe(expected);
  });

  it.each([['free'], [''], [-5], [Number.NaN], ['99999999999'], [null], [{}]])('gives null for %j', (input) => {
    expect(toMinorUnits(input)).toBeNull();
  });
});

describe('LINK_IMPORT_ALLOWLIST', () => {
  it('is an empty list by default and a trimmed, lowercased list when given', () => {
    expect(parseEnv({}).LINK_IMPORT_ALLOWLIST).toEqual([]);
    expect(parseEnv({ LINK_IMPORT_ALLOWLIST: ' Shop.Test , 127.0.0.1:8080,[::1]:81,' }).LINK_IMPORT_ALLOWLIST).toEqual([
      'shop.test',
      '127.0.0.1:8080',
      '[::1]:81',
    ]);
  });

  it('refuses entries that are not hosts', () => {
    expect(() => parseEnv({ LINK_IMPORT_ALLOWLIST: 'http://shop.test/' })).toThrow(EnvError);
  });
});
