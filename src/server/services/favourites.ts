import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { expandCategories } from '@/shared/categories';
import { DEAL_PAGE_SIZE, DEFAULT_MARKET_ID } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { FavouriteResult, FavouritesQuerySchema, FavouritesStatus } from '@/shared/schemas/community';
import type { DealListItem } from '@/shared/schemas/deal';
import type { Db } from '../db/client';
import { deals, favourites } from '../db/schema';
import { AppError } from '../platform/errors';
import { listLinkedDeals } from './deals';
import { notModerationHidden } from './moderation-visibility';

/**
 * POST /api/deals/{id}/favourite. Insert first: when the row already exists the toggle removes it. ON CONFLICT waits
 * for a concurrent insert of the same row to commit, so two racing toggles of one user save and then unsave, as two
 * presses in a row would.
 */
export async function toggleFavourite(db: Db, userId: number, dealId: number): Promise<FavouriteResult> {
  return db.transaction(async (tx) => {
    const [deal] = await tx
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.id, dealId), notModerationHidden(deals)));
    if (!deal) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
    const saved = await tx
      .insert(favourites)
      .values({ userId, dealId })
      .onConflictDoNothing({ target: [favourites.userId, favourites.dealId], where: sql`${favourites.userId} is not null` })
      .returning({ id: favourites.id });
    if (saved.length > 0) return { entity_id: dealId, is_favourite: true };
    await tx.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.dealId, dealId)));
    return { entity_id: dealId, is_favourite: false };
  });
}

/** GET /api/deals/favourites-status: which of `ids` the caller saved. */
export async function favouritesStatus(db: Db, userId: number, ids: number[]): Promise<FavouritesStatus> {
  if (ids.length === 0) return { data: [] };
  const rows = await db
    .select({ dealId: favourites.dealId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.dealId, ids)));
  return { data: rows.map((row) => ({ entity_id: row.dealId })) };
}

type FavouritesQuery = v.InferOutput<typeof FavouritesQuerySchema>;

/** GET /api/deals/favourites: the caller's saved deals of one market, newest save first, as deal list items. */
export async function listFavourites(db: Db, userId: number, q: FavouritesQuery): Promise<ListResponse<DealListItem>> {
  const conditions: SQL[] = [
    eq(favourites.userId, userId),
    eq(deals.marketId, q.market_id ?? DEFAULT_MARKET_ID),
    notModerationHidden(deals),
  ];
  if (q.categories && q.categories.length > 0) conditions.push(inArray(deals.categoryId, expandCategories(q.categories)));
  return listLinkedDeals(
    db,
    { table: favourites, dealId: favourites.dealId },
    and(...conditions),
    [desc(favourites.createdAt), desc(favourites.id)],
    {
      page: q.page ?? 1,
      perPage: q.per_page ?? DEAL_PAGE_SIZE,
    },
  );
}
