import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { readPage } from '@/server/services/link-import';
import { DESCRIPTION_MAX } from '@/shared/constants';
import type { DealImport } from '@/shared/schemas/deal-import';
import { testApp, testEnv, useTestServer } from '../helpers/app';
import { createUser, expectError, send } from '../helpers/community-fixtures';

/**
 * Link import reads pages a stranger wrote. Markup that is broken by accident or on purpose must give what a
 * browser would read from it (or nulls), never a hang or a crash, and stay fast at the 2 MB a page may have.
 */

const server = useTestServer();

const MB = 1024 * 1024;
/** `unit` repeated to just under the 2 MB a page may have. */
const fill = (unit: string) => unit.repeat(Math.floor((2 * MB) / Buffer.byteLength(unit)));
const meta = (property: string, content: string) => `<meta property="${property}" content="${content}">`;
const TITLE = meta('og:title', 'Czajnik elektryczny');
const PRODUCT_LD = `<script type="application/ld+json">{"@type":"Product","name":"Czajnik","offers":{"price":"149.99","priceCurrency":"PLN"}}`;

/** A page, and what the import reads from it. */
const CORPUS: Record<string, { page: string; reads: Partial<DealImport> }> = {
  'an unclosed comment hides everything after it': {
    page: `${TITLE}<!-- ${meta('og:description', 'Hidden')} ${meta('product:price:amount', '1')}`,
    reads: { title: 'Czajnik elektryczny', description: null, new_price: null },
  },
  'empty and oddly closed comments end where a browser ends them': {
    page: `<!--><!---><!-- a -- b --><!-- c --!>${TITLE}`,
    reads: { title: 'Czajnik elektryczny' },
  },
  'a tag in a bogus comment or a processing instruction is no tag': {
    page: `<! x ${meta('og:title', 'Hidden')} ><?php echo '${meta('og:title', 'Hidden')}' ?>${TITLE}`,
    reads: { title: 'Czajnik elektryczny' },
  },
  'a script left open to the end of the page is code, not tags': {
    page: `${TITLE}<script>document.write('${meta('og:image', '/from-a-script.png')}');`,
    reads: { title: 'Czajnik elektryczny', image_url: null },
  },
  'a script whose end tag is written with a space is still open': {
    page: `<script>var tag = '</ script>${meta('og:title', 'Hidden')}';</script>${TITLE}`,
    reads: { title: 'Czajnik elektryczny' },
  },
  'a JSON-LD block left open to the end of the page is read, as a browser ends it there': {
    page: `<title>Sklep</title>${PRODUCT_LD}`,
    reads: { title: 'Czajnik', new_price: 14999, currency: 'PLN' },
  },
  'a CDATA section hides the tags in it': {
    page: `<![CDATA[ ${meta('og:title', 'Hidden')} ]]>${TITLE}`,
    reads: { title: 'Czajnik elektryczny' },
  },
  'an unclosed CDATA section after the facts leaves them': {
    page: `${TITLE}<![CDATA[ <x ${'y'.repeat(1000)}`,
    reads: { title: 'Czajnik elektryczny' },
  },
  'tags inside textarea, xmp, iframe, noembed, noframes and title are text': {
    page: ['textarea', 'xmp', 'iframe', 'noembed', 'noframes']
      .map((name) => `<${name}>${meta('og:image', `/${name}.png`)}</${name}>`)
      .concat(`<title>Czajnik ${meta('product:price:amount', '1')}</title>`)
      .join(''),
    reads: { title: 'Czajnik <meta property="product:price:amount" content="1">', image_url: null, new_price: null },
  },
  'plaintext turns the rest of the page into text': {
    page: `${TITLE}<plaintext>${meta('og:description', 'Hidden')}`,
    reads: { title: 'Czajnik elektryczny', description: null },
  },
  'nested templates: nothing inside a template is part of the page, at any depth': {
    page: `<template><template>${meta('og:title', 'Inner')}</template>${meta('og:title', 'Outer')}<title>Template</title></template>${TITLE}`,
    reads: { title: 'Czajnik elektryczny' },
  },
  'a template left open hides what follows it': {
    page: `${TITLE}<template>${meta('og:description', 'Hidden')}${PRODUCT_LD}</script>`,
    reads: { title: 'Czajnik elektryczny', description: null, new_price: null },
  },
  'an icon title inside an SVG picture is not the page title': {
    page: '<svg viewBox="0 0 1 1"><title>Koszyk</title></svg><svg/><title>Czajnik</title>',
    reads: { title: 'Czajnik' },
  },
  'a huge attribute is cut to the field, and a tag inside an attribute value is no tag': {
    page: `<div data-x="${meta('og:title', 'Hidden')}${'x'.repeat(MB)}"></div>${meta('og:description', `Opis ${'ż'.repeat(MB / 4)}`)}${TITLE}`,
    reads: { title: 'Czajnik elektryczny', description: `Opis ${'ż'.repeat(DESCRIPTION_MAX - 5)}` },
  },
  'an attribute value left open to the end drops its tag': {
    page: `${TITLE}<meta property="og:description" content="${'x'.repeat(MB)}`,
    reads: { title: 'Czajnik elektryczny', description: null },
  },
  'repeated attributes: the first wins, in any case, quoted or not': {
    page: '<META PROPERTY=og:title property="og:description" CONTENT="Czajnik" content="Other"><meta/property="og:site_name"/content="Sklep AGD">',
    reads: { title: 'Czajnik', description: null, shop_name: 'Sklep AGD' },
  },
  'entities decode as in a browser, broken ones stay as written': {
    page: `${meta('og:title', 'Czajnik &amp; dzbanek &lt;2 l&gt; &#x142;&#322; &bogus; &#0; &#x110000;')}<title>x</title>`,
    reads: { title: 'Czajnik & dzbanek <2 l> łł &bogus; \uFFFD \uFFFD' },
  },
  'NUL characters read as replacement characters': {
    page: `<title>Czaj\0nik</title>`,
    reads: { title: 'Czaj\uFFFDnik' },
  },
  'JSON-LD nested a hundred thousand deep is skipped, the rest of the page still counts': {
    page: `${TITLE}<script type="application/ld+json">${'['.repeat(100_000)}${']'.repeat(100_000)}</script>${PRODUCT_LD}</script>`,
    reads: { title: 'Czajnik elektryczny', new_price: 14999 },
  },
  'a stray "<" that starts no tag is text': {
    page: `${'1 < 2 <3 << <\u0000 '.repeat(20_000)}${TITLE}`,
    reads: { title: 'Czajnik elektryczny' },
  },
  'bytes that are not HTML at all read as nothing': {
    page: Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 7919) % 256)).toString('latin1'),
    reads: { title: null, description: null, image_url: null, new_price: null },
  },
};

/** Pages of 2 MB built to be slow for a parser: deep nesting, stray end tags, endless tags, comments and entities. */
const SLOW_PAGES: Record<string, string> = {
  'unclosed elements, two hundred thousand deep, then stray end tags': `${'<div>'.repeat(200_000)}${'</span>'.repeat(150_000)}`,
  'templates opened and never closed': fill('<template>'),
  'SVG pictures opened and never closed': fill('<svg>'),
  'tags that never end': fill('<meta '),
  'attributes that never end': fill('<meta a="'),
  'one comment opened again and again': fill('<!--'),
  'CDATA sections opened and never closed': fill('<![CDATA['),
  'scripts opened and never closed': fill('<script>'),
  'titles opened and never closed': fill('<title>'),
  entities: fill('&amp;&#x142;&bogus;&#'),
  '"30 dni" everywhere, where the Omnibus notice is looked for': fill('Najniższa cena z 30 dni '),
};

let shop: Server | undefined;
let port = 0;
let app: App;

beforeAll(async () => {
  shop = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://shop').pathname.slice(1));
    const page = CORPUS[name]?.page ?? SLOW_PAGES[name];
    if (page === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => shop?.listen(0, '127.0.0.1', resolve));
  port = (shop.address() as AddressInfo).port;
  app = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv({ LINK_IMPORT_ALLOWLIST: `127.0.0.1:${port}` }) });
});

afterAll(async () => {
  shop?.closeAllConnections();
  await new Promise((resolve) => shop?.close(resolve));
});

async function importPage(name: string): Promise<Response> {
  const user = await createUser(server.db);
  return send(app, 'POST', '/api/deals/import', { auth: user.auth, body: { url: `http://127.0.0.1:${port}/${encodeURIComponent(name)}` } });
}

describe('POST /api/deals/import: hostile markup', () => {
  it.each(Object.entries(CORPUS))('%s', async (name, { reads }) => {
    const res = await importPage(name);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(JSON.parse(text)).toMatchObject(reads);
  });

  it.each(Object.keys(SLOW_PAGES))('answers for a 2 MB page of %s', async (name) => {
    expect((await importPage(name)).status).toBe(200);
  });

  it('refuses the same markup past 2 MB in the error shape of every answer', async () => {
    const user = await createUser(server.db);
    const big = `${'<div>'.repeat(2 * MB)}`;
    const bigShop = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(big));
    await new Promise<void>((resolve) => bigShop.listen(0, '127.0.0.1', resolve));
    const bigPort = (bigShop.address() as AddressInfo).port;
    try {
      const bigApp = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv({ LINK_IMPORT_ALLOWLIST: `127.0.0.1:${bigPort}` }) });
      const res = await send(bigApp, 'POST', '/api/deals/import', { auth: user.auth, body: { url: `http://127.0.0.1:${bigPort}/` } });
      await expectError(res, 422, 'FetchFailed');
    } finally {
      bigShop.closeAllConnections();
      await new Promise((resolve) => bigShop.close(resolve));
    }
  });
});

describe('readPage on hostile markup', () => {
  it.each(Object.entries(SLOW_PAGES))('reads a 2 MB page of %s in under 1.5 s', (name, page) => {
    readPage('<title>warm-up</title>', 'https://shop.example/');
    expect(Buffer.byteLength(page)).toBeGreaterThan(1.9 * MB);
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(2 * MB);
    const started = performance.now();
    readPage(page, 'https://shop.example/');
    expect(performance.now() - started, name).toBeLessThan(1500);
  });
});
