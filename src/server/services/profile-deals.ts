import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import type { Db } from '../db/client';
import { comments, deals } from '../db/schema';
import { loadListItems } from './deals';
import { notModerationHidden } from './moderation-visibility';

export interface CommentedDealsQuery {
  user_id: number;
  market_id: number;
  page: number;
  per_page: number;
}

/**
 * GET /api/deals/commented: each deal the user commented on once (removed comments do not count), the deal with the
 * user's newest comment first, as the same list items as GET /api/deals/.
 */
export async function listCommentedDeals(db: Db, q: CommentedDealsQuery): Promise<ListResponse<DealListItem>> {
  const where = and(
    eq(comments.userId, q.user_id),
    isNull(comments.deletedAt),
    notModerationHidden(comments),
    eq(deals.marketId, q.market_id),
    notModerationHidden(deals),
  );
  const pageRows = await db
    .select({ dealId: comments.dealId })
    .from(comments)
    .innerJoin(deals, eq(deals.id, comments.dealId))
    .where(where)
    .groupBy(comments.dealId)
    // The deal id breaks ties so consecutive pages never repeat or skip a deal.
    .orderBy(sql`max(${comments.createdAt}) desc`, desc(comments.dealId))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [countRow] = await db
    .select({ count: sql<number>`count(distinct ${comments.dealId})::int` })
    .from(comments)
    .innerJoin(deals, eq(deals.id, comments.dealId))
    .where(where);
  const count = countRow?.count ?? 0;
  const data = await loadListItems(
    db,
    pageRows.map((r) => r.dealId),
  );
  return { data, metadata: { count, pages_count: Math.ceil(count / q.per_page) } };
}
