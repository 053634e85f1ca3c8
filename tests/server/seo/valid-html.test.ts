import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DealListItem } from '@/shared/schemas/deal';
import { slugify } from '@/shared/slug';
import { htmlErrors } from '../helpers/html-checker';
import { homeFirstPage, useRenderedPages } from '../helpers/pages';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

// The project's own index.html, which the build keeps as it is around its scripts and styles (its line breaks
// between the closing tags included): the documents checked are the ones visitors get.
const server = useRenderedPages({ indexHtml: readFileSync(join(ROOT, 'index.html'), 'utf8') });
let deal: DealListItem;

beforeAll(async () => {
  const first = (await homeFirstPage(server.app)).find((d) => d.shop !== null);
  if (!first?.shop) throw new Error('the demo data has no deal of a shop on the home page');
  deal = first;
});

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
      const res = await server.app.request(path);
      const html = await res.text();
      expect([res.status, html.includes('data-rendered-at=')], path).toEqual([status, true]);
      documents[name] = html;
    }
    const valid = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
    expect(htmlErrors(documents)).toEqual(valid);
  }, 120_000);
});
