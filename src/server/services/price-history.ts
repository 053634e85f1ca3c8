import { and, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@/shared/constants';
import { LOWEST_SEEN_DAYS, PRICE_HISTORY_MONTHS } from '@/shared/price-truth';
import type { PriceHistoryResponse } from '@/shared/schemas/deal';
import type { Db, Tx } from '../db/client';
import { deals, pricePoints } from '../db/schema';

/** A product seen on sale every day for a year is still a readable chart; older points beyond it are left out. */
const HISTORY_MAX_POINTS = 400;

interface ProductOf {
  productKey: string | null;
  currency: string;
}

async function productOf(db: Db | Tx, dealId: number): Promise<ProductOf | null> {
  const [deal] = await db.select({ productKey: deals.productKey, currency: deals.currency }).from(deals).where(eq(deals.id, dealId));
  return deal ?? null;
}

/** The points of the deal's product in its currency: its product key's, or only its own when it has none. */
function sameProduct(dealId: number, product: ProductOf): SQL | undefined {
  return and(
    product.productKey === null ? eq(pricePoints.dealId, dealId) : eq(pricePoints.productKey, product.productKey),
    // A PLN history never mixes in euros: a price in another currency is another line, not a cheaper point.
    eq(pricePoints.currency, product.currency),
  );
}

/** GET /api/deals/{id}/price-history: null for an unknown deal (404). */
export async function priceHistory(db: Db, dealId: number): Promise<PriceHistoryResponse | null> {
  const product = await productOf(db, dealId);
  if (!product) return null;
  const rows = await db
    .select({ at: pricePoints.at, price: pricePoints.price, currency: pricePoints.currency, dealId: pricePoints.dealId })
    .from(pricePoints)
    .where(and(sameProduct(dealId, product), gt(pricePoints.at, sql`now() - ${`${PRICE_HISTORY_MONTHS} months`}::interval`)))
    .orderBy(desc(pricePoints.at), desc(pricePoints.id))
    .limit(HISTORY_MAX_POINTS);
  return {
    data: rows
      .reverse()
      .map((row) => ({ at: row.at.toISOString(), price: row.price, currency: row.currency as Currency, deal_id: row.dealId })),
  };
}

/**
 * The lowest price of the deal's product in the last LOWEST_SEEN_DAYS, the deal's current price aside (its latest
 * point): what its price is compared with for the "lowest in 90 days" badge. Null when there is no other price.
 */
export async function lowestPriceSeen(db: Db, dealId: number): Promise<number | null> {
  const product = await productOf(db, dealId);
  if (!product) return null;
  const current = db
    .select({ id: pricePoints.id })
    .from(pricePoints)
    .where(eq(pricePoints.dealId, dealId))
    .orderBy(desc(pricePoints.at), desc(pricePoints.id))
    .limit(1);
  const [row] = await db
    .select({ lowest: sql<number | null>`min(${pricePoints.price})` })
    .from(pricePoints)
    .where(
      and(
        sameProduct(dealId, product),
        gt(pricePoints.at, sql`now() - ${`${LOWEST_SEEN_DAYS} days`}::interval`),
        ne(pricePoints.id, sql`coalesce((${current}), 0)`),
      ),
    );
  return row?.lowest ?? null;
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
