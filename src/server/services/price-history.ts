import { and, desc, eq, gt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEAL_EDIT_WINDOW_MS, type Currency } from '@/shared/constants';
import { LINK_KEY_HOST_PATTERN, linkKeyHost } from '@/shared/deal-link';
import { LOWEST_SEEN_DAYS, PRICE_HISTORY_MONTHS } from '@/shared/price-truth';
import type { PriceHistoryResponse } from '@/shared/schemas/deal';
import type { Db, Tx } from '../db/client';
import { deals, pricePoints } from '../db/schema';
import { notModerationHidden } from './moderation-visibility';
import { AppError } from '../platform/errors';
import { productTag } from '../platform/content-tags';

/** A product seen on sale every day for a year is still a readable chart; older points beyond it are left out. */
const HISTORY_MAX_POINTS = 400;

/**
 * Whether a deal is in public view, as a condition on `table` (deals or an alias of it). Only such deals' prices
 * appear in other deals' histories: a deal moderation took down must not keep steering its product's chart. Hidden is
 * the one such state today; another (refused, removed) joins this condition.
 */
export function isPublicDeal(table: { isHidden: AnyColumn; moderationHiddenAt: AnyColumn; moderationHeldAt: AnyColumn }): SQL {
  return sql`not ${table.isHidden} and ${notModerationHidden(table)}`;
}

/** The deal a history is asked for: whose product, in which currency, posted by whom, linking to which shop. */
interface Viewed {
  id: number;
  productKey: string | null;
  currency: string;
  userId: number;
  urlKey: string | null;
  createdAt: Date;
  moderationHiddenAt: Date | null;
  moderationHeldAt: Date | null;
}

/** The deal each point was written by. */
const source = alias(deals, 'source');

async function viewedDeal(db: Db | Tx, dealId: number): Promise<Viewed | null> {
  const [deal] = await db
    .select({
      id: deals.id,
      productKey: deals.productKey,
      currency: deals.currency,
      userId: deals.userId,
      urlKey: deals.urlKey,
      createdAt: deals.createdAt,
      moderationHiddenAt: deals.moderationHiddenAt,
      moderationHeldAt: deals.moderationHeldAt,
    })
    .from(deals)
    .where(eq(deals.id, dealId));
  return deal ?? null;
}

/**
 * The points of the deal's product in its currency that it may show (points joined with their `source` deal): its
 * own, and those of other public deals by its author or linking to its shop. A product key is whatever a poster
 * named, so a stranger's price from another shop (filed through a deal of their own that names the product) or a
 * hidden deal's price never becomes this deal's history or its lowest price.
 */
function sameProduct(deal: Viewed): SQL | undefined {
  const host = deal.urlKey === null ? null : linkKeyHost(deal.urlKey);
  return and(
    deal.productKey === null ? eq(pricePoints.dealId, deal.id) : eq(pricePoints.productKey, deal.productKey),
    // A PLN history never mixes in euros: a price in another currency is another line, not a cheaper point.
    eq(pricePoints.currency, deal.currency),
    or(
      eq(pricePoints.dealId, deal.id),
      and(
        isPublicDeal(source),
        or(
          eq(source.userId, deal.userId),
          host === null ? undefined : sql`substring(${source.urlKey} from ${LINK_KEY_HOST_PATTERN}) = ${host}`,
        ),
      ),
    ),
  );
}

/** GET /api/deals/{id}/price-history: an unknown deal answers 404. */
/**
 * The cache tags of what the deal's product shows (its history, and every deal's lowest price of it): a deal posted,
 * edited or re-filed under the product changes them. None for a deal without a product or no such deal.
 */
export async function productTagsOf(db: Db, dealId: number): Promise<string[]> {
  const deal = await viewedDeal(db, dealId);
  return deal?.productKey ? [productTag(deal.productKey)] : [];
}

export async function getPriceHistory(db: Db, dealId: number): Promise<PriceHistoryResponse> {
  const deal = await viewedDeal(db, dealId);
  // A hidden or held deal is not shown (GET /api/deals/{id} answers it only to its author and operators): nor is its chart.
  if (!deal || deal.moderationHiddenAt !== null || deal.moderationHeldAt !== null) {
    throw new AppError('NotFound', `Deal ${dealId} does not exist`);
  }
  const rows = await db
    .select({ at: pricePoints.at, price: pricePoints.price, currency: pricePoints.currency, dealId: pricePoints.dealId })
    .from(pricePoints)
    .innerJoin(source, eq(source.id, pricePoints.dealId))
    .where(and(sameProduct(deal), gt(pricePoints.at, sql`now() - ${`${PRICE_HISTORY_MONTHS} months`}::interval`)))
    .orderBy(desc(pricePoints.at), desc(pricePoints.id))
    .limit(HISTORY_MAX_POINTS);
  return {
    data: rows
      .reverse()
      .map((row) => ({ at: row.at.toISOString(), price: row.price, currency: row.currency as Currency, deal_id: row.dealId })),
  };
}

/** The lowest other price of a deal's product, and when the oldest price it was compared with was seen. */
export interface LowestSeen {
  price: number;
  since: Date;
}

/**
 * The lowest price of the deal's product in the last LOWEST_SEEN_DAYS, the deal's current price aside (its latest
 * point): what its price is compared with for the "lowest since" badge. Prices the deal itself had within its edit
 * window are left out too: they are its author correcting one posting, not earlier prices. Null when there
 * is no other price.
 */
export async function lowestPriceSeen(db: Db, dealId: number): Promise<LowestSeen | null> {
  const deal = await viewedDeal(db, dealId);
  if (!deal) return null;
  const editWindowEnd = new Date(deal.createdAt.getTime() + DEAL_EDIT_WINDOW_MS);
  const current = db
    .select({ id: pricePoints.id })
    .from(pricePoints)
    .where(eq(pricePoints.dealId, dealId))
    .orderBy(desc(pricePoints.at), desc(pricePoints.id))
    .limit(1);
  const [row] = await db
    .select({ lowest: sql<number | null>`min(${pricePoints.price})`, since: sql<string | Date | null>`min(${pricePoints.at})` })
    .from(pricePoints)
    .innerJoin(source, eq(source.id, pricePoints.dealId))
    .where(
      and(
        sameProduct(deal),
        gt(pricePoints.at, sql`now() - ${`${LOWEST_SEEN_DAYS} days`}::interval`),
        ne(pricePoints.id, sql`coalesce((${current}), 0)`),
        sql`not (${pricePoints.dealId} = ${deal.id} and ${pricePoints.at} between ${deal.createdAt.toISOString()}::timestamptz and ${editWindowEnd.toISOString()}::timestamptz)`,
      ),
    );
  if (row?.lowest === null || row?.lowest === undefined || row.since === null) return null;
  return { price: row.lowest, since: new Date(row.since) };
}

/**
 * Writes the deal's price as a point of its product's history, in the transaction that posted or edited it: always
 * for a new deal with a price, and for an edit only when the price or currency changed. The deal's earlier points
 * follow it to its (possibly new) product.
 */
export async function recordPrice(tx: Tx, dealId: number): Promise<void> {
  const [deal] = await tx
    .select({ price: deals.newPrice, currency: deals.currency, productKey: deals.productKey })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!deal) return;
  await tx.update(pricePoints).set({ productKey: deal.productKey }).where(eq(pricePoints.dealId, dealId));
  if (deal.price === null) return;
  const [last] = await tx
    .select({ price: pricePoints.price, currency: pricePoints.currency })
    .from(pricePoints)
    .where(eq(pricePoints.dealId, dealId))
    .orderBy(desc(pricePoints.at), desc(pricePoints.id))
    .limit(1);
  if (last && last.price === deal.price && last.currency === deal.currency) return;
  await tx.insert(pricePoints).values({ dealId, productKey: deal.productKey, price: deal.price, currency: deal.currency });
}
