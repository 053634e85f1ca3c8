import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { POPULAR_DEAL_POINTS } from '@/shared/constants';
import type { DownvoteReasonCounts, VoteResult, VotesStatus } from '@/shared/schemas/community';
import { DOWNVOTE_REASONS, type DownvoteReason } from '@/shared/standing';
import { nextVote, type VoteEntityType, type VoteValue } from '@/shared/votes';
import type { Db, Tx } from '../db/client';
import { comments, deals, users, votes } from '../db/schema';
import { notModerationHidden } from './moderation-visibility';
import { AppError } from '../platform/errors';
import { onDealRising, onDealVotesChanged } from './alert-triggers';
import { addPoints } from './points';
import { bumpStanding, dealVoteWeight } from './standing';

/** custom_reason of the ledger entry a deal's author earns when the deal becomes popular (50 points). */
export const POPULAR_DEAL_REASON = 'popular_deal';

const asVoteValue = (value: number): VoteValue => (value > 0 ? 1 : value < 0 ? -1 : 0);

/**
 * Locks the voter's and the author's account rows in id order before a vote writes either. A vote moves the voter's
 * counters and, crossing a threshold, the author's counters and points; taken in the order of the writes, two members
 * voting each other's deals at once would each hold one row and wait for the other's (a deadlock, answered 500).
 */
async function lockAccounts(tx: Tx, ...ids: number[]): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
}

/**
 * Applies one press of the up or down button to the caller's vote row (the shared nextVote rule: no row yet → insert;
 * same direction → delete; other direction → flip; a down-vote with a reason stays down) and returns the new vote and how much the entity's raw total and
 * weighted total move. `weigh` gives the weight of a vote cast now (asked only when a vote is written); a flip is
 * weighed again, since the voter's standing may have changed since. The caller holds the voted entity's row lock,
 * which every vote on that entity takes first, so the row read here cannot change before this transaction commits:
 * two racing presses of one user apply one after the other and are never counted twice.
 */
async function pressVote(
  tx: Tx,
  press: { userId: number; entityType: VoteEntityType; entityId: number; like: boolean; reason: DownvoteReason | null; now: Date },
  weigh: () => Promise<number>,
) {
  const { userId, entityType, entityId, like, now } = press;
  const [existing] = await tx
    .select({ id: votes.id, value: votes.value, weight: votes.weight })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.entityType, entityType), eq(votes.entityId, entityId)));
  const current = existing ? asVoteValue(existing.value) : 0;
  // A down-vote carrying a reason is a down-vote with that reason, never a toggle: the picker offered after a down-vote
  // sends it, and it must not take the vote back. A plain press toggles: the same direction again clears the vote.
  const vote = press.reason !== null && !like ? -1 : nextVote(current, like);
  if (existing && vote === current) {
    await tx.update(votes).set({ reason: press.reason }).where(eq(votes.id, existing.id));
    return { vote, delta: 0, weightedDelta: 0 };
  }
  const weight = vote === 0 ? 0 : await weigh();
  // A reason belongs to a down-vote only: turning the vote up or taking it back drops it.
  const reason = vote === -1 ? press.reason : null;
  if (!existing) await tx.insert(votes).values({ userId, entityType, entityId, value: vote, weight, reason, createdAt: now });
  else if (vote === 0) await tx.delete(votes).where(eq(votes.id, existing.id));
  else await tx.update(votes).set({ value: vote, weight, reason, createdAt: now }).where(eq(votes.id, existing.id));
  await bumpStanding(tx, userId, 'votesCast', (vote !== 0 ? 1 : 0) - (current !== 0 ? 1 : 0));
  return { vote, delta: vote - current, weightedDelta: vote * weight - current * (existing?.weight ?? 0) };
}

/**
 * The first time a deal's weighted score (votes weighed by the voters' standing, see VOTE_WEIGHT) reaches the
 * threshold it enters the 'best' tab (deals.best_at, the same column the only_best filter reads), its author's
 * deals_reached_best counter moves, and the author earns the popular-deal points (deals.popular_rewarded_at). New
 * accounts weigh nothing, so a ring of fresh accounts neither lists a deal as best nor farms the points. Both columns
 * are set only while null and this transaction holds the deal's row lock, so each happens once per deal; they are
 * separate because deals that reached best on the raw score before weights existed still earn the points once their
 * weighted score gets there.
 */
async function rewardIfPopular(tx: Tx, dealId: number, threshold: number): Promise<void> {
  const [best] = await tx
    .update(deals)
    .set({ bestAt: sql`now()` })
    .where(and(eq(deals.id, dealId), isNull(deals.bestAt), gte(deals.weightedScore, threshold)))
    .returning({ userId: deals.userId });
  if (best) await bumpStanding(tx, best.userId, 'dealsReachedBest', 1);
  const [reached] = await tx
    .update(deals)
    .set({ popularRewardedAt: sql`now()` })
    .where(and(eq(deals.id, dealId), isNull(deals.popularRewardedAt), gte(deals.weightedScore, threshold)))
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
  /** Why a down-vote (`like: false`) was cast; refused with an up-vote by the route's schema. */
  reason?: DownvoteReason | null;
  popularThreshold: number;
  now?: Date;
}

/**
 * POST /api/deals/{id}/like: one short transaction that locks the deal row first (votes on one deal queue there, as
 * they would on the count update), then changes the vote row and moves the raw total (`votes_count`, what cards show)
 * and the weighted one (`weighted_score`, with the hot rank generated from it) in SQL.
 */
export async function voteOnDeal(
  db: Db,
  { userId, dealId, like, reason = null, popularThreshold, now = new Date() }: DealVoteInput,
): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    // NO KEY UPDATE: the lock the count update takes anyway, taken first; it does not block inserts referencing the deal.
    // A deal a moderator hid is gone for everyone who may vote (its author cannot): 404, as its page answers them.
    const [deal] = await tx
      .select({ userId: deals.userId })
      .from(deals)
      .where(and(eq(deals.id, dealId), notModerationHidden(deals)))
      .for('no key update');
    if (!deal) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
    if (deal.userId === userId) throw new AppError('Forbidden', 'You cannot vote on your own deal');
    await lockAccounts(tx, userId, deal.userId);
    const { vote, delta, weightedDelta } = await pressVote(tx, { userId, entityType: 'deal', entityId: dealId, like, reason, now }, () =>
      dealVoteWeight(tx, userId, dealId, now),
    );
    const [updated] = await tx
      .update(deals)
      .set({ votesCount: sql`${deals.votesCount} + ${delta}`, weightedScore: sql`${deals.weightedScore} + ${weightedDelta}` })
      .where(eq(deals.id, dealId))
      .returning({ votesCount: deals.votesCount });
    if (!updated) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
    await onDealVotesChanged(tx, dealId, updated.votesCount - delta, updated.votesCount);
    if (weightedDelta > 0) {
      await onDealRising(tx, dealId, now);
      await rewardIfPopular(tx, dealId, popularThreshold);
    }
    return { entity_id: dealId, votes_count: updated.votesCount, vote_value: vote };
  });
}

export interface CommentVoteInput {
  userId: number;
  dealId: number;
  commentId: number;
  like: boolean;
  now?: Date;
}

/**
 * POST /api/deals/{id}/comment/{commentId}/like: the comment must be a live comment of that deal. Comment votes carry
 * no weight (only deal votes feed the rankings); a comment's score crossing zero moves its author's positive_comments.
 */
export async function voteOnComment(db: Db, { userId, dealId, commentId, like, now = new Date() }: CommentVoteInput): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ userId: comments.userId })
      .from(comments)
      // A hidden or held comment is not there for voters.
      .where(and(eq(comments.id, commentId), eq(comments.dealId, dealId), isNull(comments.deletedAt), notModerationHidden(comments)))
      .for('no key update');
    if (!comment) throw new AppError('NotFound', `Comment ${commentId} of deal ${dealId} does not exist`);
    if (comment.userId === userId) throw new AppError('Forbidden', 'You cannot vote on your own comment');
    await lockAccounts(tx, userId, comment.userId);
    const { vote, delta } = await pressVote(tx, { userId, entityType: 'comment', entityId: commentId, like, reason: null, now }, () =>
      Promise.resolve(0),
    );
    const [updated] = await tx
      .update(comments)
      .set({ votesCount: sql`${comments.votesCount} + ${delta}` })
      .where(eq(comments.id, commentId))
      .returning({ votesCount: comments.votesCount });
    if (!updated) throw new AppError('NotFound', `Comment ${commentId} of deal ${dealId} does not exist`);
    const wasPositive = updated.votesCount - delta > 0;
    const isPositive = updated.votesCount > 0;
    if (wasPositive !== isPositive) await bumpStanding(tx, comment.userId, 'positiveComments', isPositive ? 1 : -1);
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

/**
 * GET /api/deals/{id}/downvote-reasons: for the deal's author only, how many current down-votes gave each reason
 * (every reason listed, 0 when none did), so the author learns what readers object to without seeing who.
 */
export async function downvoteReasons(db: Db, userId: number, dealId: number): Promise<DownvoteReasonCounts> {
  const [deal] = await db.select({ userId: deals.userId }).from(deals).where(eq(deals.id, dealId));
  if (!deal) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
  if (deal.userId !== userId) throw new AppError('Forbidden', 'Only the author of a deal sees why it was voted down');
  const rows = await db
    .select({ reason: votes.reason, count: sql<number>`count(*)::int` })
    .from(votes)
    .where(and(eq(votes.entityType, 'deal'), eq(votes.entityId, dealId), eq(votes.value, -1), isNotNull(votes.reason)))
    .groupBy(votes.reason);
  const data = Object.fromEntries(DOWNVOTE_REASONS.map((reason) => [reason, 0])) as Record<DownvoteReason, number>;
  for (const row of rows) if (row.reason && row.reason in data) data[row.reason as DownvoteReason] = row.count;
  return { data };
}
