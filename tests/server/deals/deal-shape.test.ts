import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals, shops } from '@/server/db/schema';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import { useTestServer } from '../helpers/app';

const server = useTestServer({ seed: true });

async function getJson<T>(path: string): Promise<T> {
  const res = await server.app.request(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** A deal at a shop with a logo (other than `otherThanShop`), and that shop's stored logo. */
async function dealWithShop(otherThanShop = 0): Promise<{ dealId: number; shopId: number; logoUrl: string | null }> {
  const [row] = await server.db
    .select({ dealId: deals.id, shopId: shops.id, logoUrl: shops.logoUrl })
    .from(deals)
    .innerJoin(shops, eq(shops.id, deals.shopId))
    .where(and(isNotNull(shops.logoUrl), ne(shops.id, otherThanShop)))
    .limit(1);
  if (!row) throw new Error('the seed has no deal at a shop with a logo');
  return row;
}

describe("the shop's logo on deals (what stands in for missing pictures)", () => {
  it('rides along in every list item with a shop, and is null only where the shop has none', async () => {
    const { data } = await getJson<ListResponse<DealListItem>>('/api/deals/?per_page=100');
    const withShop = data.filter((deal) => deal.shop !== null);
    expect(withShop.length).toBeGreaterThan(0);
    for (const deal of withShop) expect(Object.keys(deal.shop ?? {}).sort()).toEqual(['id', 'logo_url', 'name']);
    expect(withShop.some((deal) => typeof deal.shop?.logo_url === 'string' && deal.shop.logo_url.startsWith('/media/'))).toBe(true);
  });

  // Anonymous answers are cached for a short while, so each case reads deals it has not read before.
  async function shopOf(dealId: number, shopId: number) {
    const detail = await getJson<DealDetail>(`/api/deals/${dealId}`);
    const { data } = await getJson<ListResponse<DealListItem>>(`/api/deals/?shop_id=${shopId}&per_page=100&only_active=false`);
    expect(data.find((deal) => deal.id === dealId)?.shop).toEqual(detail.shop);
    return detail.shop;
  }

  it('is in the list and the detail of a deal as the shop stores it', async () => {
    const withLogo = await dealWithShop();
    expect(await shopOf(withLogo.dealId, withLogo.shopId)).toEqual({
      id: withLogo.shopId,
      name: expect.any(String),
      logo_url: withLogo.logoUrl,
    });

    const withoutLogo = await dealWithShop(withLogo.shopId);
    await server.db.update(shops).set({ logoUrl: null }).where(eq(shops.id, withoutLogo.shopId));
    expect(await shopOf(withoutLogo.dealId, withoutLogo.shopId)).toEqual({
      id: withoutLogo.shopId,
      name: expect.any(String),
      logo_url: null,
    });
  });
});
