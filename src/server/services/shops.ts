import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@/shared/schemas/common';
import type { Shop, ShopListQuery } from '@/shared/schemas/shop';
import { queryRows, type Db } from '../db/client';
import { coupons, deals, shops } from '../db/schema';
import { searchable, searchWordPatterns } from '../db/search-normalize';
import { notModerationHidden } from './moderation-visibility';
import { followersCount } from './follows';
import { AppError } from '../platform/errors';

/** Not expired and already released: the deals a visitor can still use. */
export const activeDealCondition = (): SQL =>
  sql`${deals.isHidden} = false and ${notModerationHidden(deals)} and (${deals.expiresAt} is null or ${deals.expiresAt} > now()) and (${deals.releasedAt} is null or ${deals.releasedAt} <= now())`;

export const couponNotExpiredCondition = (): SQL => sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`;

/**
 * Shops are shared by every market; their counts are not. The counts come from grouped derived tables joined to
 * shops (a join also makes drizzle qualify every column, which a correlated subquery over one table would not).
 */
function selectShops(db: Db, marketId: number, shopId?: number) {
  const forShop = (column: typeof deals.shopId | typeof coupons.shopId) => (shopId === undefined ? undefined : eq(column, shopId));
  const dealCounts = db
    .select({ shopId: deals.shopId, n: sql<number>`count(*)::int`.as('deals_n') })
    .from(deals)
    .where(and(eq(deals.marketId, marketId), activeDealCondition(), forShop(deals.shopId)))
    .groupBy(deals.shopId)
    .as('deal_counts');
  const couponCounts = db
    .select({ shopId: coupons.shopId, n: sql<number>`count(*)::int`.as('coupons_n') })
    .from(coupons)
    .where(and(eq(coupons.marketId, marketId), couponNotExpiredCondition(), forShop(coupons.shopId)))
    .groupBy(coupons.shopId)
    .as('coupon_counts');
  const dealsCount = sql<number>`coalesce(${dealCounts.n}, 0)`;
  const query = db
    .select({
      id: shops.id,
      name: shops.name,
      slug: shops.slug,
      domain: shops.domain,
      logoUrl: shops.logoUrl,
      dealsCount,
      couponsCount: sql<number>`coalesce(${couponCounts.n}, 0)`,
    })
    .from(shops)
    .leftJoin(dealCounts, eq(dealCounts.shopId, shops.id))
    .leftJoin(couponCounts, eq(couponCounts.shopId, shops.id))
    .$dynamic();
  return { query, dealsCount };
}

type ShopRow = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  logoUrl: string | null;
  dealsCount: number;
  couponsCount: number;
};

function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    domain: row.domain,
    logo_url: row.logoUrl,
    deals_count: row.dealsCount,
    coupons_count: row.couponsCount,
  };
}

/**
 * Shops with the most active deals first. Ties go by name without case or diacritics, compared byte by byte
 * (collate "C") so PGlite and PostgreSQL with any server locale give the same order.
 */
export async function listShops(db: Db, q: ShopListQuery): Promise<ListResponse<Shop>> {
  const where = and(...searchWordPatterns(q.search).map((pattern) => sql`${searchable(shops.name)} like ${pattern}`));
  const { query, dealsCount } = selectShops(db, q.market_id);
  const rows = await query
    .where(where)
    .orderBy(sql`${dealsCount} desc`, sql`${searchable(shops.name)} collate "C"`, shops.id)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [countRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shops)
    .where(where);
  const count = countRow?.count ?? 0;
  return { data: rows.map(toShop), metadata: { count, pages_count: Math.ceil(count / q.per_page) } };
}

/** A shop with its counts in a market; null for an unknown one. */
export async function findShop(db: Db, id: number, marketId: number): Promise<Shop | null> {
  const [row] = await selectShops(db, marketId, id).query.where(eq(shops.id, id));
  return row ? toShop(row) : null;
}

/** GET /api/shops/{id}: as findShop, an unknown shop answers 404. */
export async function getShop(db: Db, id: number, marketId: number): Promise<Shop> {
  const [shop, [followers]] = await Promise.all([
    findShop(db, id, marketId),
    queryRows<{ n: number }>(db, sql`select ${followersCount('shop', id)} as n`),
  ]);
  if (!shop) throw new AppError('NotFound', `Shop ${id} does not exist`);
  return { ...shop, followers_count: followers?.n ?? 0 };
}
