import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, deals, shops } from '@/server/db/schema';
import type { ListResponse } from '@/shared/schemas/common';
import type { Shop } from '@/shared/schemas/shop';
import { useTestServer } from '../helpers/app';

const server = useTestServer({ seed: true });

async function getList(query: string): Promise<ListResponse<Shop>> {
  const res = await server.app.request(`/api/shops/${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListResponse<Shop>;
}

async function expectError(path: string, status: number, errorCode: string, field?: string) {
  const res = await server.app.request(path);
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
  if (field) expect(body.message).toContain(field);
}

/** The tie order the API promises: name without case or Polish diacritics, compared code unit by code unit. */
const nameKey = (name: string) => name.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '');

async function expectedCounts(shopId: number) {
  const [dealRow] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(deals)
    .where(
      and(
        eq(deals.shopId, shopId),
        eq(deals.marketId, 1),
        eq(deals.isHidden, false),
        sql`(${deals.expiresAt} is null or ${deals.expiresAt} > now())`,
        sql`(${deals.releasedAt} is null or ${deals.releasedAt} <= now())`,
      ),
    );
  const [couponRow] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(and(eq(coupons.shopId, shopId), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, new Date()))));
  return { deals_count: dealRow?.n ?? -1, coupons_count: couponRow?.n ?? -1 };
}

describe('GET /api/shops/', () => {
  it('lists every shop with all its fields, 30 per page by default', async () => {
    const [total] = await server.db.select({ n: sql<number>`count(*)::int` }).from(shops);
    const list = await getList('');
    expect(list.metadata).toEqual({ count: total?.n, pages_count: Math.ceil((total?.n ?? 0) / 30) });
    expect(list.data).toHaveLength(Math.min(30, total?.n ?? 0));
    for (const shop of list.data) {
      expect(Object.keys(shop).sort()).toEqual(['coupons_count', 'deals_count', 'domain', 'id', 'logo_url', 'name', 'slug']);
      expect(shop.name.length).toBeGreaterThan(0);
      expect(shop.slug).toMatch(/^[a-z0-9-]+$/);
      expect(shop.domain).toMatch(/\./);
      expect(shop.logo_url).toMatch(/^\/media\//);
    }
  });

  it('counts active deals and unexpired coupons of each shop', async () => {
    const { data } = await getList('?per_page=5');
    for (const shop of data) {
      expect({ deals_count: shop.deals_count, coupons_count: shop.coupons_count }).toEqual(await expectedCounts(shop.id));
    }
    expect(data[0]?.deals_count).toBeGreaterThan(0);
  });

  it('orders by active deals count, then by name', async () => {
    const { data } = await getList('?per_page=100');
    for (let i = 1; i < data.length; i++) {
      const [prev, next] = [data[i - 1]!, data[i]!];
      expect(prev.deals_count).toBeGreaterThanOrEqual(next.deals_count);
      if (prev.deals_count === next.deals_count)
        expect(nameKey(prev.name) < nameKey(next.name), `${prev.name} before ${next.name}`).toBe(true);
    }
    expect(data.some((s, i) => i > 0 && s.deals_count === data[i - 1]!.deals_count)).toBe(true);
  });

  it('pages without overlap and reports pages_count', async () => {
    const all = await getList('?per_page=100');
    const first = await getList('?per_page=7&page=1');
    const second = await getList('?per_page=7&page=2');
    expect(first.metadata).toEqual({ count: all.metadata.count, pages_count: Math.ceil(all.metadata.count / 7) });
    expect([...first.data, ...second.data].map((s) => s.id)).toEqual(all.data.slice(0, 14).map((s) => s.id));
    const beyond = await getList(`?per_page=7&page=${first.metadata.pages_count + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.metadata.count).toBe(all.metadata.count);
  });

  it('searches names ignoring case and Polish diacritics', async () => {
    for (const search of ['slaski', 'ŚLĄSKI', 'Śląski', 'ing bank']) {
      const { data, metadata } = await getList(`?search=${encodeURIComponent(search)}`);
      expect(
        data.map((s) => s.name),
        search,
      ).toEqual(['ING Bank Śląski']);
      expect(metadata).toEqual({ count: 1, pages_count: 1 });
    }
    const media = await getList('?search=media');
    expect(media.data.map((s) => s.name).sort()).toEqual(['Media Expert', 'MediaMarkt']);
  });

  it('treats LIKE wildcards in a search as plain text and answers an empty list for no match', async () => {
    expect((await getList('?search=%25')).data).toEqual([]);
    expect((await getList('?search=_')).data).toEqual([]);
    expect(await getList('?search=nieistniejacy')).toEqual({ data: [], metadata: { count: 0, pages_count: 0 } });
  });

  it('answers zero counts in a market without deals or coupons', async () => {
    const { data } = await getList('?market_id=999&per_page=100');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((s) => s.deals_count === 0 && s.coupons_count === 0)).toBe(true);
  });

  it('accepts the path without a trailing slash', async () => {
    const res = await server.app.request('/api/shops?per_page=1');
    expect(res.status).toBe(200);
  });

  it.each([
    ['?page=-1', 'page'],
    ['?page=0', 'page'],
    ['?per_page=1000', 'per_page'],
    ['?per_page=abc', 'per_page'],
    ['?market_id=x', 'market_id'],
    [`?search=${'a'.repeat(201)}`, 'search'],
  ])('refuses %s with 400 ValidationError', async (query, field) => {
    await expectError(`/api/shops/${query}`, 400, 'ValidationError', field);
  });
});

describe('GET /api/shops/:id', () => {
  it('answers one shop with the same fields and counts as the list', async () => {
    const { data } = await getList('?per_page=1');
    const listed = data[0]!;
    const res = await server.app.request(`/api/shops/${listed.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    // The detail adds the shop page's share card (its Open Graph image) and its followers.
    expect(await res.json()).toEqual({
      ...listed,
      followers_count: 0,
      share_card: expect.stringMatching(new RegExp(`^/share-cards/shops/${listed.id}\\.jpg\\?v=`)),
    });
    const again = await server.app.request(`/api/shops/${listed.id}/`);
    expect(again.status).toBe(200);
  });

  it('answers 404 NotFound for an unknown shop', async () => {
    await expectError('/api/shops/999999', 404, 'NotFound');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses id %s with 400 ValidationError', async (id) => {
    await expectError(`/api/shops/${id}`, 400, 'ValidationError', 'id');
  });
});
