import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { POPULAR_DEAL_POINTS } from '@/shared/constants';
import type { VoteResult, VotesStatus } from '@/shared/schemas/community';
import { nextVote, type VoteEntityType, type VoteValue } from '@/shared/votes';
import type { Db, Tx } from '../db/client';
import { comments, deals, users, votes } from '../db/schema';
import { AppError } from '../errors';
import { onDealVotesChanged } from './alert-triggers';
import { addPoints } from './points';

/** custom_reason of the ledger entry a deal's author earns when the deal becomes popular (§9). */
export const POPULAR_DEAL_REASON = 'popular_deal';

const asVoteValue = (value: number): VoteValue => (value > 0 ? 1 : value < 0 ? -1 : 0);

/**
 * Applies one press of the up or down button to the caller's vote row (the shared nextVote rule: no row yet → insert;
 * same direction → delete; other direction → flip) and returns the new vote and how much the entity's total moves.
 * The caller holds the voted entity's row lock, which every vote on that entity takes first, so the row read
 * here cannot change before this transaction commits: two racing presses of one user apply one after the other and
 * are never counted twice.
 */
async function pressVote(tx: Tx, userId: number, entityType: VoteEntityType, entityId: number, like: boolean) {
  const [existing] = await tx
    .select({ id: votes.id, value: votes.value })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.entityType, entityType), eq(votes.entityId, entityId)));
  const current = existing ? asVoteValue(existing.value) : 0;
  const vote = nextVote(current, like);
  if (!existing) await tx.insert(votes).values({ userId, entityType, entityId, value: vote });
  else if (vote === 0) await tx.delete(votes).where(eq(votes.id, existing.id));
  else await tx.update(votes).set({ value: vote, createdAt: new Date() }).where(eq(votes.id, existing.id));
  return { vote, delta: vote - current };
}

/** Votes of accounts younger than this do not count towards the popular-deal points (a ring of fresh accounts). */
export const POPULAR_BONUS_MIN_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The first time a deal's score reaches the threshold it enters the 'best' tab (deals.best_at, the same column the
 * only_best filter reads). Its author earns the popular-deal points the first time the score counted over accounts
 * at least a day old reaches it (deals.popular_rewarded_at), so votes farmed from fresh accounts earn nothing. Both
 * columns are set only while null and this transaction holds the deal's row lock, so each happens once per deal.
 */
async function rewardIfPopular(tx: Tx, dealId: number, threshold: number): Promise<void> {
  await tx
    .update(deals)
    .set({ bestAt: sql`now()` })
    .where(and(eq(deals.id, dealId), isNull(deals.bestAt), gte(deals.votesCount, threshold)));
  const matureBefore = new Date(Date.now() - POPULAR_BONUS_MIN_ACCOUNT_AGE_MS);
  const matureScore = tx
    .select({ score: sql<number>`coalesce(sum(${votes.value}), 0)` })
    .from(votes)
    .innerJoin(users, eq(users.id, votes.userId))
    .where(and(eq(votes.entityType, 'deal'), eq(votes.entityId, dealId), lte(users.createdAt, matureBefore)));
  const [reached] = await tx
    .update(deals)
    .set({ popularRewardedAt: sql`now()` })
    .where(
      and(eq(deals.id, dealId), isNull(deals.popularRewardedAt), gte(deals.votesCount, threshold), sql`(${matureScore}) >= ${threshold}`),
    )
    .returning({ userId: deals.userId, marketId: deals.marketId });
  if (!reached) return;
  await addPoints(tx, {
    userId: reached.userId,
    marketId: reached.marketId,
    reason: 'other',
    customReason: POPULAR_DEAL_REASON,
    points: POPULAR_DEAL_POINTS,
  });
}

export interface DealVoteInput {
  userId: number;
  dealId: number;
  like: boolean;
  popularThreshold: number;
}

/**
 * POST /api/deals/{id}/like: one short transaction that locks the deal row first (votes on one deal queue there, as
 * they would on the count update), then changes the vote row and moves the total by `votes_count + delta` in SQL.
 */
export async function voteOnDeal(db: Db, { userId, dealId, like, popularThreshold }: DealVoteInput): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    // NO KEY UPDATE: the lock the count update takes anyway, taken first; it does not block inserts referencing the deal.
    const [deal] = await tx.select({ userId: deals.userId }).from(deals).where(eq(deals.id, dealId)).for('no key update');
    if (!deal) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
    if (deal.userId === userId) throw new AppError('Forbidden', 'You cannot vote on your own deal');
    const { vote, delta } = await pressVote(tx, userId, 'deal', dealId, like);
    const [updated] = await tx
      .update(deals)
      .set({ votesCount: sql`${deals.votesCount} + ${delta}` })
      .where(eq(deals.id, dealId))
      .returning({ votesCount: deals.votesCount });
    if (!updated) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
    await onDealVotesChanged(tx, dealId, updated.votesCount - delta, updated.votesCount);
    if (delta > 0) await rewardIfPopular(tx, dealId, popularThreshold);
    return { entity_id: dealId, votes_count: updated.votesCount, vote_value: vote };
  });
}

export interface CommentVoteInput {
  userId: number;
  dealId: number;
  commentId: number;
  like: boolean;
}

/** POST /api/deals/{id}/comment/{commentId}/like: the comment must be a live comment of that deal. */
export async function voteOnComment(db: Db, { userId, dealId, commentId, like }: CommentVoteInput): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.id, commentId), eq(comments.dealId, dealId), isNull(comments.deletedAt)))
      .for('no key update');
    if (!comment) throw new AppError('NotFound', `Comment ${commentId} of deal ${dealId} does not exist`);
    if (comment.userId === userId) throw new AppError('Forbidden', 'You cannot vote on your own comment');
    const { vote, delta } = await pressVote(tx, userId, 'comment', commentId, like);
    const [updated] = await tx
      .update(comments)
      .set({ votesCount: sql`${comments.votesCount} + ${delta}` })
      .where(eq(comments.id, commentId))
      .returning({ votesCount: comments.votesCount });
    if (!updated) throw new AppError('NotFound', `Comment ${commentId} of deal ${dealId} does not exist`);
    return { entity_id: commentId, votes_count: updated.votesCount, vote_value: vote };
  });
}

/** GET /api/deals/votes-status: the caller's own votes among `ids`; entities without a vote are left out. */
export async function votesStatus(db: Db, userId: number, entityType: VoteEntityType, ids: number[]): Promise<VotesStatus> {
  if (ids.length === 0) return { data: [] };
  const rows = await db
    .select({ entityId: votes.entityId, value: votes.value })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.entityType, entityType), inArray(votes.entityId, ids)));
  return {
    data: rows.map((row) => ({ entity_id: row.entityId, vote_value: row.value > 0 ? 1 : -1 })),
  };
}
