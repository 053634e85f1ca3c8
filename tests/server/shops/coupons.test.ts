import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, shops } from '@/server/db/schema';
import type { ListResponse } from '@/shared/schemas/common';
import type { Coupon, CouponClick } from '@/shared/schemas/shop';
import { testEnv, useTestServer } from '../helpers/app';

// No read cache: the click tests read lists right after changing counts.
const server = useTestServer({ seed: true, app: { env: testEnv({ LIST_CACHE_TTL_MS: '0', TRUST_PROXY: 'true' }) } });

// Each address counts once per coupon an hour, so every click here comes from another visitor.
let visitor = 0;
function click(path: string) {
  visitor += 1;
  return server.app.request(path, { method: 'POST', headers: { 'X-Forwarded-For': `192.0.${visitor >> 8}.${visitor & 255}` } });
}

async function getList(path: string): Promise<ListResponse<Coupon>> {
  const res = await server.app.request(`/api/coupons${path}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListResponse<Coupon>;
}

async function expectError(res: Response, status: number, errorCode: string, field?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
  if (field) expect(body.message).toContain(field);
}

const notExpired = or(isNull(coupons.expiresAt), gt(coupons.expiresAt, new Date()));

async function unexpiredCount(): Promise<number> {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(and(eq(coupons.marketId, 1), notExpired));
  return row?.n ?? -1;
}

async function storedClicks(id: number): Promise<number> {
  const [row] = await server.db.select({ clicks: coupons.clicksCount }).from(coupons).where(eq(coupons.id, id));
  return row?.clicks ?? -1;
}

const FIELDS = ['clicks_count', 'code', 'description', 'expires_at', 'id', 'shop', 'title', 'url'];

describe.each([
  ['/', 'newest first'],
  ['/best', 'most clicked first'],
])('GET /api/coupons%s', (path) => {
  it('lists only unexpired coupons with every field and their shop', async () => {
    const total = await unexpiredCount();
    const [all] = await server.db.select({ n: sql<number>`count(*)::int` }).from(coupons);
    expect(total).toBeLessThan(all?.n ?? 0);
    const { data, metadata } = await getList(`${path}?per_page=100`);
    expect(metadata).toEqual({ count: total, pages_count: Math.ceil(total / 100) });
    expect(data).toHaveLength(total);
    const now = Date.now();
    for (const coupon of data) {
      expect(Object.keys(coupon).sort()).toEqual(FIELDS);
      expect(coupon.code).toMatch(/^[A-Z0-9]+$/);
      expect(coupon.title.length).toBeGreaterThan(0);
      expect(coupon.description).toEqual(expect.any(String));
      expect(coupon.url).toMatch(/^https:\/\//);
      expect(coupon.clicks_count).toBeGreaterThanOrEqual(0);
      if (coupon.expires_at !== null) {
        expect(new Date(coupon.expires_at).toISOString()).toBe(coupon.expires_at);
        expect(Date.parse(coupon.expires_at)).toBeGreaterThan(now);
      }
      expect(Object.keys(coupon.shop).sort()).toEqual(['id', 'logo_url', 'name', 'slug']);
      expect(coupon.shop.logo_url).toMatch(/^\/media\//);
    }
  });

  it('pages with 30 per page by default and without overlap', async () => {
    const total = await unexpiredCount();
    const first = await getList(path);
    expect(first.data).toHaveLength(Math.min(30, total));
    expect(first.metadata).toEqual({ count: total, pages_count: Math.ceil(total / 30) });
    const all = await getList(`${path}?per_page=100`);
    const a = await getList(`${path}?per_page=10&page=1`);
    const b = await getList(`${path}?per_page=10&page=2`);
    expect([...a.data, ...b.data].map((c) => c.id)).toEqual(all.data.slice(0, 20).map((c) => c.id));
    expect((await getList(`${path}?per_page=10&page=1000`)).data).toEqual([]);
  });

  it('searches coupon titles ignoring case and Polish diacritics', async () => {
    for (const search of ['zamowienie', 'ZAMÓWIENIE', 'zamówienie']) {
      const { data } = await getList(`${path}?search=${encodeURIComponent(search)}&per_page=100`);
      expect(data.length, search).toBeGreaterThan(0);
      expect(
        data.every((c) => c.title.includes('zamówienie')),
        search,
      ).toBe(true);
    }
    const delivery = await getList(`${path}?search=${encodeURIComponent('darmowa dostawa')}&per_page=100`);
    expect(delivery.data.length).toBeGreaterThan(0);
    expect(delivery.data.every((c) => c.title.startsWith('Darmowa dostawa'))).toBe(true);
  });

  it('searches shop names ignoring diacritics', async () => {
    const { data } = await getList(`${path}?search=slaski`);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => c.shop.name === 'ING Bank Śląski')).toBe(true);
    expect(await getList(`${path}?search=nieistniejacy`)).toEqual({ data: [], metadata: { count: 0, pages_count: 0 } });
  });

  it('filters by shop_id', async () => {
    const [shop] = await server.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'RTV Euro AGD'));
    const [expected] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(and(eq(coupons.shopId, shop!.id), notExpired));
    const { data, metadata } = await getList(`${path}?shop_id=${shop!.id}`);
    expect(metadata.count).toBe(expected?.n);
    expect(data.length).toBeGreaterThan(1);
    expect(data.every((c) => c.shop.id === shop!.id)).toBe(true);
  });

  it('answers an empty list for another market', async () => {
    expect((await getList(`${path}?market_id=999`)).data).toEqual([]);
  });

  it.each([
    ['?page=-1', 'page'],
    ['?per_page=1000', 'per_page'],
    ['?per_page=0', 'per_page'],
    ['?shop_id=abc', 'shop_id'],
    ['?market_id=-3', 'market_id'],
  ])('refuses %s with 400 ValidationError', async (query, field) => {
    await expectError(await server.app.request(`/api/coupons${path}${query}`), 400, 'ValidationError', field);
  });
});

describe('coupon list orders', () => {
  it('/ lists the newest coupons first', async () => {
    const { data } = await getList('/?per_page=100');
    const rows = await server.db.select({ id: coupons.id, createdAt: coupons.createdAt }).from(coupons);
    const created = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    for (let i = 1; i < data.length; i++) {
      expect(created.get(data[i - 1]!.id)!).toBeGreaterThanOrEqual(created.get(data[i]!.id)!);
    }
    expect(new Set(data.map((c) => created.get(c.id))).size).toBeGreaterThan(1);
  });

  it('/best lists the most clicked coupons first', async () => {
    const { data } = await getList('/best?per_page=100');
    for (let i = 1; i < data.length; i++) expect(data[i - 1]!.clicks_count).toBeGreaterThanOrEqual(data[i]!.clicks_count);
    expect(data[0]!.clicks_count).toBeGreaterThan(data.at(-1)!.clicks_count);
  });
});

describe('POST /api/coupons/:id/click', () => {
  it('counts a visitor once an hour however often they click', async () => {
    const { data } = await getList('/?per_page=1');
    const id = data[0]!.id;
    const before = await storedClicks(id);
    const sameVisitor = { method: 'POST', headers: { 'X-Forwarded-For': '192.0.2.200' } };
    for (let i = 0; i < 3; i++)
      expect(await (await server.app.request(`/api/coupons/${id}/click`, sameVisitor)).json()).toEqual({ id, clicks_count: before + 1 });
    expect(await storedClicks(id)).toBe(before + 1);
  });

  it('counts exactly one click per call and answers the new count', async () => {
    const { data } = await getList('/best?per_page=100');
    const coupon = data.at(-1)!;
    const before = await storedClicks(coupon.id);
    for (let i = 1; i <= 3; i++) {
      const res = await click(`/api/coupons/${coupon.id}/click`);
      expect(res.status).toBe(200);
      expect((await res.json()) as CouponClick).toEqual({ id: coupon.id, clicks_count: before + i });
      expect(await storedClicks(coupon.id)).toBe(before + i);
    }
  });

  it('counts concurrent clicks without losing any', async () => {
    const { data } = await getList('/?per_page=1');
    const id = data[0]!.id;
    const before = await storedClicks(id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => click(`/api/coupons/${id}/click/`)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await storedClicks(id)).toBe(before + 10);
  });

  it('moves a coupon up the best list', async () => {
    const { data } = await getList('/best?per_page=100');
    const last = data.at(-1)!;
    const target = data[0]!.clicks_count + 1 - (await storedClicks(last.id));
    for (let i = 0; i < target; i++) await click(`/api/coupons/${last.id}/click`);
    expect((await getList('/best?per_page=1')).data[0]?.id).toBe(last.id);
  });

  it('answers 404 NotFound for an unknown coupon', async () => {
    await expectError(await server.app.request('/api/coupons/999999/click', { method: 'POST' }), 404, 'NotFound');
  });

  it.each(['abc', '0', '-5'])('refuses id %s with 400 ValidationError', async (id) => {
    await expectError(await click(`/api/coupons/${id}/click`), 400, 'ValidationError', 'id');
  });
});
