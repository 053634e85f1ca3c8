import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@/shared/schemas/common';
import type { Coupon, CouponClick, CouponListQuery } from '@/shared/schemas/shop';
import type { Db } from '../db/client';
import { isoOrNull } from '../db/errors';
import { coupons, shops } from '../db/schema';
import { searchable, searchWordPatterns } from '../db/search-normalize';
import { couponNotExpiredCondition } from './shops';
import { AppError } from '../platform/errors';

/** `new`: the latest coupons first; `best`: the most used first. */
export type CouponOrder = 'new' | 'best';

function listConditions(q: CouponListQuery): SQL[] {
  const conditions: SQL[] = [eq(coupons.marketId, q.market_id), couponNotExpiredCondition()];
  if (q.shop_id !== undefined) conditions.push(eq(coupons.shopId, q.shop_id));
  for (const pattern of searchWordPatterns(q.search)) {
    const condition = or(sql`${searchable(coupons.title)} like ${pattern}`, sql`${searchable(shops.name)} like ${pattern}`);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** id breaks ties so consecutive pages never overlap or skip a coupon. */
const ORDERS: Record<CouponOrder, SQL[]> = {
  new: [desc(coupons.createdAt), desc(coupons.id)],
  best: [desc(coupons.clicksCount), desc(coupons.id)],
};

/** Coupons that can still be used, each with its shop. */
export async function listCoupons(db: Db, q: CouponListQuery, order: CouponOrder): Promise<ListResponse<Coupon>> {
  const where = and(...listConditions(q));
  const rows = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      title: coupons.title,
      description: coupons.description,
      url: coupons.url,
      expiresAt: coupons.expiresAt,
      clicksCount: coupons.clicksCount,
      shopId: shops.id,
      shopName: shops.name,
      shopSlug: shops.slug,
      shopLogoUrl: shops.logoUrl,
    })
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(where)
    .orderBy(...ORDERS[order])
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [countRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(where);
  const count = countRow?.count ?? 0;
  const data: Coupon[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    description: r.description,
    url: r.url,
    expires_at: isoOrNull(r.expiresAt),
    clicks_count: r.clicksCount,
    shop: { id: r.shopId, name: r.shopName, slug: r.shopSlug, logo_url: r.shopLogoUrl },
  }));
  return { data, metadata: { count, pages_count: Math.ceil(count / q.per_page) } };
}

/**
 * Counts one use of a coupon (`count: false` only reads the total, for a click that was already counted). A single
 * UPDATE increments in the database, so concurrent clicks on any number of app instances are all counted; an unknown
 * coupon answers 404.
 */
export async function clickCoupon(db: Db, id: number, { count }: { count: boolean }): Promise<CouponClick> {
  const [row] = count
    ? await db
        .update(coupons)
        .set({ clicksCount: sql`${coupons.clicksCount} + 1` })
        .where(eq(coupons.id, id))
        .returning({ id: coupons.id, clicksCount: coupons.clicksCount })
    : await db.select({ id: coupons.id, clicksCount: coupons.clicksCount }).from(coupons).where(eq(coupons.id, id));
  if (!row) throw new AppError('NotFound', `Coupon ${id} does not exist`);
  return { id: row.id, clicks_count: row.clicksCount };
}
