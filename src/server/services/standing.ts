import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { SHARED_DEVICE_SPAN_MS, standingOf, VOTE_WEIGHT, type Standing } from '@/shared/standing';
import type { Db, Tx } from '../db/client';
import { deviceAccounts, users, votes } from '../db/schema';

/**
 * The caller's standing from its own row: the facts are stored columns and counters kept on write (votes, comments,
 * comment votes, a deal reaching best), so this is one primary-key read, never an aggregate. A running suspension
 * or a recent sanction lowers it as `standingOf` says.
 */
export async function standingOfUser(db: Db | Tx, userId: number, now: Date): Promise<Standing> {
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      votesCast: users.votesCast,
      commentsCount: users.commentsWritten,
      positiveComments: users.positiveComments,
      dealsReachedBest: users.dealsReachedBest,
      suspendedUntil: users.suspendedUntil,
      lastSanctionAt: users.lastSanctionAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return 'new';
  return standingOf(row, now);
}

/**
 * Whether an account that shares an anonymous device with the voter (any account that ever signed in on one of the
 * voter's devices) voted this deal within SHARED_DEVICE_SPAN_MS: then the voter's vote is a sock's and weighs nothing.
 */
async function deviceSiblingVoted(tx: Tx, userId: number, dealId: number, now: Date): Promise<boolean> {
  const mine = tx.select({ deviceId: deviceAccounts.deviceId }).from(deviceAccounts).where(eq(deviceAccounts.userId, userId));
  const siblings = tx
    .select({ userId: deviceAccounts.userId })
    .from(deviceAccounts)
    .where(and(sql`${deviceAccounts.deviceId} in ${mine}`, ne(deviceAccounts.userId, userId)));
  const rows = await tx
    .select({ id: votes.id })
    .from(votes)
    .where(
      and(
        eq(votes.entityType, 'deal'),
        eq(votes.entityId, dealId),
        sql`${votes.userId} in ${siblings}`,
        gt(votes.createdAt, new Date(now.getTime() - SHARED_DEVICE_SPAN_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Weight of the voter's vote on a deal now: VOTE_WEIGHT of their standing, or 0 for a sock vote. */
export async function dealVoteWeight(tx: Tx, userId: number, dealId: number, now: Date): Promise<number> {
  const weight = VOTE_WEIGHT[await standingOfUser(tx, userId, now)];
  if (weight === 0) return 0;
  return (await deviceSiblingVoted(tx, userId, dealId, now)) ? 0 : weight;
}

/** Moves one standing counter of an account (votes cast, comments written, positive comments, deals that reached best). */
export async function bumpStanding(
  tx: Tx,
  userId: number,
  counter: 'votesCast' | 'commentsWritten' | 'positiveComments' | 'dealsReachedBest',
  by: number,
): Promise<void> {
  if (by === 0) return;
  const column = users[counter];
  await tx
    .update(users)
    .set({ [counter]: sql`greatest(${column} + ${by}, 0)` })
    .where(eq(users.id, userId));
}
