import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { expandCategories } from '@/shared/categories';
import { DEAL_PAGE_SIZE, DEFAULT_MARKET_ID } from '@/shared/constants';
import { normalizeKeyword } from '@/shared/normalize';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem, DealListQuery } from '@/shared/schemas/deal';
import type * as v from 'valibot';
import { NO_FEED_FILTERS, type FeedFilters, type FeedFiltersView, type HiddenDealsQuerySchema } from '@/shared/schemas/feed';
import type { Db } from '../db/client';
import { deals, feedFilters, hiddenDeals, shops, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { listLinkedDeals, type ViewerNarrowing } from './deals';
import { notModerationHidden } from './moderation-visibility';
import { toUserSummary, userSummaryColumns } from './user-summary';

/**
 * Every change to what a member hides or mutes stamps their filter row, so a list count cached for them (keyed by
 * that stamp) is never read after the change.
 */
async function stampFilters(db: Db, userId: number): Promise<void> {
  await db
    .insert(feedFilters)
    .values({ userId })
    .onConflictDoUpdate({ target: feedFilters.userId, set: { updatedAt: sql`now()` } });
}

/** POST /api/users/hidden-deals: true when the deal was newly hidden, false when it was hidden already. */
export async function hideDeal(db: Db, userId: number, dealId: number): Promise<boolean> {
  const [deal] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.id, dealId), notModerationHidden(deals)));
  if (!deal) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
  const added = await db.insert(hiddenDeals).values({ userId, dealId }).onConflictDoNothing().returning({ dealId: hiddenDeals.dealId });
  if (added.length > 0) await stampFilters(db, userId);
  return added.length > 0;
}

/** DELETE /api/users/hidden-deals/{id}: the deal is back in the member's lists; undoing twice is no error. */
export async function unhideDeal(db: Db, userId: number, dealId: number): Promise<void> {
  const removed = await db
    .delete(hiddenDeals)
    .where(and(eq(hiddenDeals.userId, userId), eq(hiddenDeals.dealId, dealId)))
    .returning({ dealId: hiddenDeals.dealId });
  if (removed.length > 0) await stampFilters(db, userId);
}

type HiddenDealsQuery = v.InferOutput<typeof HiddenDealsQuerySchema>;

/** GET /api/users/hidden-deals: the member's hidden deals of one market, the latest hidden first, to undo. */
export async function listHiddenDeals(db: Db, userId: number, q: HiddenDealsQuery): Promise<ListResponse<DealListItem>> {
  const where = and(eq(hiddenDeals.userId, userId), eq(deals.marketId, q.market_id ?? DEFAULT_MARKET_ID), notModerationHidden(deals));
  return listLinkedDeals(
    db,
    { table: hiddenDeals, dealId: hiddenDeals.dealId },
    where,
    [desc(hiddenDeals.createdAt), desc(hiddenDeals.dealId)],
    {
      page: q.page ?? 1,
      perPage: q.per_page ?? DEAL_PAGE_SIZE,
    },
  );
}

type FilterRow = typeof feedFilters.$inferSelect;

const toFeedFilters = (row: FilterRow | undefined): FeedFilters =>
  row
    ? {
        muted_words: row.mutedWords,
        muted_shop_ids: row.mutedShopIds,
        muted_category_ids: row.mutedCategoryIds,
        muted_user_ids: row.mutedUserIds,
      }
    : NO_FEED_FILTERS;

/** The filters with the muted shops and authors by name, in name order. */
async function withNames(db: Db, filters: FeedFilters): Promise<FeedFiltersView> {
  const [mutedShops, mutedUsers] = await Promise.all([
    filters.muted_shop_ids.length === 0
      ? []
      : db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, filters.muted_shop_ids)).orderBy(asc(shops.name)),
    filters.muted_user_ids.length === 0
      ? []
      : db.select(userSummaryColumns).from(users).where(inArray(users.id, filters.muted_user_ids)).orderBy(asc(users.username)),
  ]);
  return { ...filters, muted_shops: mutedShops, muted_users: mutedUsers.map((row) => toUserSummary(row)) };
}

/** GET /api/users/feed-filters */
export async function getFeedFilters(db: Db, userId: number): Promise<FeedFiltersView> {
  const [row] = await db.select().from(feedFilters).where(eq(feedFilters.userId, userId));
  return withNames(db, toFeedFilters(row));
}

/** PUT /api/users/feed-filters: the whole set replaces the previous one. */
export async function saveFeedFilters(db: Db, userId: number, filters: FeedFilters): Promise<FeedFiltersView> {
  const values = {
    mutedWords: filters.muted_words,
    mutedShopIds: filters.muted_shop_ids,
    mutedCategoryIds: filters.muted_category_ids,
    mutedUserIds: filters.muted_user_ids,
  };
  const [row] = await db
    .insert(feedFilters)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: feedFilters.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return withNames(db, toFeedFilters(row));
}

/**
 * The member's hidden deals leave every list. Muted shops, authors and categories leave every list except the one
 * that asks for them: a muted shop's own page, a muted author's profile and a muted category's page (or one of its
 * subcategories) still list them, since the member went there for them. A muted word in the title or subtitle leaves
 * a deal out of every list. A search folds the muted ones rather than dropping them: it counts them, and shows them
 * when asked (`show_muted`, in listDeals).
 */
export async function viewerNarrowing(db: Db, userId: number, q: DealListQuery): Promise<ViewerNarrowing> {
  const [row] = await db.select().from(feedFilters).where(eq(feedFilters.userId, userId));
  const hidden = [
    sql`not exists (select 1 from ${hiddenDeals} where ${hiddenDeals.userId} = ${userId} and ${hiddenDeals.dealId} = ${deals.id})`,
  ];
  const conditions: SQL[] = [];
  const filters = toFeedFilters(row);
  const shopIds = filters.muted_shop_ids.filter((id) => id !== q.shop_id);
  const shopCondition = shopIds.length > 0 ? or(isNull(deals.shopId), notInArray(deals.shopId, shopIds)) : undefined;
  if (shopCondition) conditions.push(shopCondition);
  const userIds = filters.muted_user_ids.filter((id) => id !== q.user_id);
  if (userIds.length > 0) conditions.push(notInArray(deals.userId, userIds));
  const asked = q.categories ?? [];
  const mutedCategories = expandCategories(
    filters.muted_category_ids.filter((muted) => !asked.some((category) => expandCategories([muted]).includes(category))),
  );
  if (mutedCategories.length > 0) conditions.push(notInArray(deals.categoryId, mutedCategories));
  const words = filters.muted_words.map(normalizeKeyword);
  if (words.length > 0) {
    // Against the stored normalized title and subtitle, so nothing is computed per deal but the look-ups. Measured
    // (npm run bench, member scenarios): normalizing each title here stalled a member's list past 8 s at 100k deals,
    // and the same words as one OR of look-ups made the planner leave the index walk (×17 the guest's time).
    conditions.push(
      sql`not exists (select 1 from unnest(${sql.param(words)}::text[]) w(word) where strpos(${deals.titleText}, w.word) > 0)`,
    );
  }
  return { hidden, muted: conditions, key: `${userId}:${row?.updatedAt.getTime() ?? 0}` };
}
