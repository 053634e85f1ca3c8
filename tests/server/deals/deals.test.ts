import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals } from '@/server/db/schema';
import { isKnownCategory } from '@/shared/categories';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import { sessionHeaders, testApp, testEnv, useTestServer } from '../helpers/app';
import { DEAL_DETAIL_FIELDS, DEAL_LIST_FIELDS } from '../helpers/deal-fields';

const server = useTestServer({ seed: true });

async function getList(query: string, init?: RequestInit): Promise<ListResponse<DealListItem>> {
  const res = await server.app.request(`/api/deals/${query}`, init);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListResponse<DealListItem>;
}

async function expectValidationError(path: string, field: string) {
  const res = await server.app.request(path);
  expect(res.status).toBe(400);
  const body = (await res.json()) as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe('ValidationError');
  expect(body.message).toContain(field);
}

describe('GET /api/deals/', () => {
  it('answers 30 deals per page with list metadata', async () => {
    const list = await getList('');
    expect(list.data).toHaveLength(30);
    expect(list.metadata.count).toBeGreaterThanOrEqual(300);
    expect(list.metadata.pages_count).toBe(Math.ceil(list.metadata.count / 30));
  });

  it('sends every deal list item field with the right types', async () => {
    const { data } = await getList('?per_page=50');
    for (const deal of data) {
      expect(Object.keys(deal)).toEqual(expect.arrayContaining([...DEAL_LIST_FIELDS]));
      expect(deal.id).toBeTypeOf('number');
      expect(deal.title.length).toBeGreaterThan(0);
      expect(isKnownCategory(deal.category)).toBe(true);
      expect(deal.user).toMatchObject({ id: expect.any(Number), username: expect.any(String) });
      expect(new Date(deal.created_at).toISOString()).toBe(deal.created_at);
      for (const image of deal.deal_images) {
        expect(image.url).toMatch(/^\/media\//);
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
      }
    }
    expect(data.some((d) => d.deal_images.length > 0)).toBe(true);
  });

  it('pages through the list without overlap', async () => {
    const first = await getList('?page=1&per_page=10');
    const second = await getList('?page=2&per_page=10');
    expect(second.data).toHaveLength(10);
    const firstIds = new Set(first.data.map((d) => d.id));
    expect(second.data.some((d) => firstIds.has(d.id))).toBe(false);
  });

  it('answers an empty page past the end', async () => {
    const { metadata } = await getList('');
    const past = await getList(`?page=${metadata.pages_count + 1}`);
    expect(past.data).toEqual([]);
    expect(past.metadata.count).toBe(metadata.count);
  });

  it('accepts every documented list parameter', async () => {
    const { data } = await getList('?per_page=100');
    const withShop = data.find((d) => d.shop);
    const sample = data[0]!;
    const queries = [
      'market_id=1',
      'per_page=5',
      'page=2',
      'search=kawa',
      `categories=${sample.category}`,
      'brands=some-brand',
      `shop_id=${withShop?.shop?.id ?? 1}`,
      'only_best=true',
      `user_id=${sample.user.id}`,
      'only_active=true',
      'sort_by=newest',
      'sort_by=oldest',
      'sort_by=discount',
      'sort_by=most_commented',
      'skip_hidden_in_deals=true',
      'only_best=1&only_active=0',
    ];
    for (const query of queries) await getList(`?${query}`);
  });

  it('filters by category, shop, author and best', async () => {
    const { data } = await getList('?per_page=100');
    const sample = data.find((d) => d.shop)!;

    const byShop = await getList(`?shop_id=${sample.shop!.id}&per_page=100`);
    expect(byShop.data.length).toBeGreaterThan(0);
    expect(byShop.data.every((d) => d.shop?.id === sample.shop!.id)).toBe(true);

    const byUser = await getList(`?user_id=${sample.user.id}&per_page=100`);
    expect(byUser.data.length).toBeGreaterThan(0);
    expect(byUser.data.every((d) => d.user.id === sample.user.id)).toBe(true);

    const byCategory = await getList(`?categories=${sample.category}&per_page=100`);
    expect(byCategory.data.map((d) => d.id)).toContain(sample.id);

    const all = await getList('');
    const best = await getList('?only_best=true');
    expect(best.metadata.count).toBeGreaterThan(0);
    expect(best.metadata.count).toBeLessThan(all.metadata.count);
  });

  it('sorts by discount when asked, pinned deals in their place', async () => {
    const { data } = await getList('?sort_by=discount&per_page=20');
    const discounts = data.map((d) => d.discount ?? 0);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  /** A pinned deal that every order would otherwise put last: the oldest, no discount, no comments, popular first. */
  async function withOldPinnedDeal(check: (pinnedId: number, signedIn: RequestInit) => Promise<void>) {
    const [user] = (await getList('?per_page=1')).data.map((d) => d.user.id);
    const old = new Date('2001-01-01T00:00:00Z');
    const [pinned] = await server.db
      .insert(deals)
      .values({ userId: user!, categoryId: 'other', title: 'Przypięta okazja testowa', isPinned: true, createdAt: old, bestAt: old })
      .returning({ id: deals.id });
    try {
      await check(pinned!.id, { headers: await sessionHeaders(server.db, user!) });
    } finally {
      await server.db.delete(deals).where(eq(deals.id, pinned!.id));
    }
  }

  it('puts the pinned deals first in the ranked lists (best, hot), each once across the pages', async () => {
    await withOldPinnedDeal(async (pinnedId, signedIn) => {
      for (const query of ['only_best=true', 'sort_by=hot', 'sort_by=hot&search=przypięta', 'only_best=true&categories=other']) {
        const first = await getList(`?${query}&per_page=10`, signedIn);
        const pinnedCount = first.data.filter((d) => d.is_pinned).length;
        expect(pinnedCount, query).toBeGreaterThan(0);
        expect(
          first.data.slice(0, pinnedCount).every((d) => d.is_pinned),
          query,
        ).toBe(true);
        expect(
          first.data.map((d) => d.id),
          query,
        ).toContain(pinnedId);
        const ids = [...first.data.map((d) => d.id)];
        for (let page = 2; page <= first.metadata.pages_count; page++) {
          const next = await getList(`?${query}&per_page=10&page=${page}`, signedIn);
          expect(
            next.data.some((d) => d.is_pinned),
            `${query} page ${page}`,
          ).toBe(false);
          ids.push(...next.data.map((d) => d.id));
        }
        expect(ids.length, query).toBe(first.metadata.count);
        expect(new Set(ids).size, query).toBe(ids.length);
      }
    });
  });

  it('lists the Nowe tab (newest) strictly by time: a pinned deal keeps its place, it does not head the list', async () => {
    await withOldPinnedDeal(async (pinnedId, signedIn) => {
      for (const query of ['sort_by=newest', '', 'search=okazja']) {
        const first = await getList(`?${query}&per_page=100`, signedIn);
        const ids: number[] = [];
        const times: number[] = [];
        for (let page = 1; page <= first.metadata.pages_count; page++) {
          const { data } = page === 1 ? first : await getList(`?${query}&per_page=100&page=${page}`, signedIn);
          ids.push(...data.map((d) => d.id));
          times.push(...data.map((d) => Date.parse(d.created_at)));
        }
        expect(times, query).toEqual([...times].sort((a, b) => b - a));
        expect(ids.at(-1), query).toBe(pinnedId);
        expect(new Set(ids).size, query).toBe(ids.length);
      }
    });
  });

  it.each([
    ['?page=-1', 'page'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?per_page=1000', 'per_page'],
    ['?per_page=0', 'per_page'],
    ['?categories=no-such-category', 'categories'],
    ['?only_best=yes', 'only_best'],
    ['?only_active=maybe', 'only_active'],
    ['?skip_hidden_in_deals=2', 'skip_hidden_in_deals'],
    ['?sort_by=price', 'sort_by'],
    ['?shop_id=x', 'shop_id'],
    ['?user_id=-5', 'user_id'],
    ['?market_id=0', 'market_id'],
    [`?search=${'a'.repeat(201)}`, 'search'],
    ['?page=1&page=2', 'page'],
  ])('refuses %s with 400 ValidationError naming %s', async (query, field) => {
    await expectValidationError(`/api/deals/${query}`, field);
  });

  it('answers without the trailing slash too', async () => {
    const res = await server.app.request('/api/deals?per_page=3');
    expect(res.status).toBe(200);
    expect(((await res.json()) as ListResponse<DealListItem>).data).toHaveLength(3);
  });

  it('carries an ETag and answers 304 to a matching If-None-Match', async () => {
    const res = await server.app.request('/api/deals/?per_page=7');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');

    const again = await server.app.request('/api/deals/?per_page=7', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const other = await server.app.request('/api/deals/?per_page=8', { headers: { 'If-None-Match': etag! } });
    expect(other.status).toBe(200);
  });

  it('sends the list gzip-compressed when asked, identical once decompressed', async () => {
    const plain = await server.app.request('/api/deals/?per_page=30');
    const zipped = await server.app.request('/api/deals/?per_page=30', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag'));
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(body).toBe(await plain.text());
    const refused = await server.app.request('/api/deals/?per_page=30', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('shows a change within the cache TTL, and at once for a signed-in caller', async () => {
    const ttlMs = 300;
    const shortCache = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv({ LIST_CACHE_TTL_MS: String(ttlMs) }) });
    const path = '/api/deals/?per_page=1&sort_by=newest';
    const before = (await (await shortCache.request(path)).json()) as ListResponse<DealListItem>;
    const newest = before.data[0]!;

    await server.db.update(deals).set({ title: 'Zmieniony tytuł okazji' }).where(eq(deals.id, newest.id));
    try {
      // Inside the TTL an anonymous caller may still get the cached page, a signed-in one never does.
      const signedIn = (await (
        await shortCache.request(path, { headers: await sessionHeaders(server.db, newest.user.id) })
      ).json()) as ListResponse<DealListItem>;
      expect(signedIn.data[0]?.title).toBe('Zmieniony tytuł okazji');
      const cached = (await (await shortCache.request(path)).json()) as ListResponse<DealListItem>;
      expect(cached.data[0]?.title).toBe(newest.title);

      // Stale-while-revalidate bounds the delay by two TTLs.
      await new Promise((r) => setTimeout(r, 2 * ttlMs + 50));
      const fresh = (await (await shortCache.request(path)).json()) as ListResponse<DealListItem>;
      expect(fresh.data[0]?.title).toBe('Zmieniony tytuł okazji');
    } finally {
      await server.db.update(deals).set({ title: newest.title }).where(eq(deals.id, newest.id));
    }
  });
});

describe('GET /api/deals/:id', () => {
  it('answers the detail with every deal detail field', async () => {
    const { data } = await getList('?per_page=1');
    const id = data[0]!.id;
    const res = await server.app.request(`/api/deals/${id}`);
    expect(res.status).toBe(200);
    const deal = (await res.json()) as DealDetail;
    expect(Object.keys(deal)).toEqual(expect.arrayContaining([...DEAL_DETAIL_FIELDS]));
    expect(deal.id).toBe(id);
    expect(Array.isArray(deal.deal_buttons)).toBe(true);
    expect(Array.isArray(deal.deal_offers)).toBe(true);
    expect(Array.isArray(deal.deal_comments)).toBe(true);
    expect(deal.description).not.toMatch(/<script/i);
    expect((await server.app.request(`/api/deals/${id}/`)).status).toBe(200);
  });

  it('keeps Polish text intact', async () => {
    const { data } = await getList('?per_page=100');
    expect(data.some((d) => /[ąćęłńóśźż]/i.test(d.title))).toBe(true);
  });

  it('answers an unknown id with the 404 shape', async () => {
    const res = await server.app.request('/api/deals/999999');
    expect(res.status).toBe(404);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
    expect(body.errorCode).toBe('NotFound');
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
    await expectValidationError(`/api/deals/${id}`, 'id');
  });
});
