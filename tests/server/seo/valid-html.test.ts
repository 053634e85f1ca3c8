import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeListParams } from '@/features/deals/lib/home-params';
import { apiUrl } from '@/lib/http';
import type { App } from '@/server/app';
import type { PageRenderer } from '@/shared/server-render';
import type { DealListItem } from '@/shared/schemas/deal';
import { slugify } from '@/shared/slug';
import { testApp, testEnv } from '../helpers/app';
import { createTestDb, type TestDb } from '../helpers/db';
import { htmlErrors } from '../helpers/html-checker';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Loaded by name, as in server-render.test.ts: this Node-typed suite does not type-check the browser app. */
const RENDER_ENTRY = '@/entry-server';

let handle: TestDb;
let app: App;
let deal: DealListItem;

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
  const dist = join(mkdtempSync(join(tmpdir(), 'valid-html-test-')), 'dist');
  mkdirSync(dist, { recursive: true });
  // The project's own index.html, which the build keeps as it is around its scripts and styles (its line breaks
  // between the closing tags included): the documents checked are the ones visitors get.
  writeFileSync(join(dist, 'index.html'), readFileSync(join(ROOT, 'index.html'), 'utf8'));
  app = testApp({
    db: handle.db,
    mediaDir: handle.mediaDir,
    distDir: dist,
    pageRenderer: ((await import(/* @vite-ignore */ RENDER_ENTRY)) as { default: PageRenderer }).default,
    env: testEnv({ PUBLIC_URL: 'https://okazje.example' }),
  });
  const list = (await (await app.request(apiUrl('deals', { ...homeListParams('best', undefined, 1) }))).json()) as { data: DealListItem[] };
  const first = list.data.find((d) => d.shop !== null);
  if (!first?.shop) throw new Error('the demo data has no deal of a shop on the home page');
  deal = first;
});
afterAll(() => handle?.close());

describe('server-rendered pages are valid HTML (W3C Nu HTML Checker)', () => {
  it('finds no error on home, a deal, a category, search results, not-found, a shop, a profile and the coupons', async () => {
    const pages: Record<string, { path: string; status: number }> = {
      home: { path: '/', status: 200 },
      deal: { path: `/deals/${deal.id}/${slugify(deal.title)}`, status: 200 },
      category: { path: `/categories/${deal.category}`, status: 200 },
      search: { path: `/search?query=${encodeURIComponent(deal.title.split(' ')[0] ?? '')}`, status: 200 },
      'not-found': { path: '/no-such-page', status: 404 },
      shop: { path: `/shops/${deal.shop?.id ?? 0}`, status: 200 },
      profile: { path: `/profile/${deal.user.id}`, status: 200 },
      coupons: { path: '/coupons', status: 200 },
    };
    const documents: Record<string, string> = {};
    for (const [name, { path, status }] of Object.entries(pages)) {
      const res = await app.request(path);
      const html = await res.text();
      expect([res.status, html.includes('data-rendered-at=')], path).toEqual([status, true]);
      documents[name] = html;
    }
    const valid = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
    expect(htmlErrors(documents)).toEqual(valid);
  }, 120_000);
});
