import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PointsHistoryEntry, PointsHistoryResponse, PointsReason } from '@/shared/schemas/rewards';
import type { Db, Tx } from '../db/client';
import { pointsLedger, users } from '../db/schema';
import { AppError } from '../platform/errors';

type Executor = Db | Tx;

/**
 * Row lock on the user: every spend of one user runs one at a time, so the balance read next cannot be outdated
 * by a parallel purchase (no read-modify-write race, the ledger never sums below zero).
 */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (rows.length === 0) throw new AppError('Unauthorized', 'The account no longer exists');
}

/** Balance = sum of the user's ledger in one market (the profile's user_points). */
export async function pointsBalance(db: Executor, userId: number, marketId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.marketId, marketId)));
  return row?.total ?? 0;
}

export async function addPoints(
  tx: Executor,
  entry: { userId: number; marketId: number; points: number; reason: PointsReason; customReason?: string; createdAt?: Date },
): Promise<void> {
  await tx.insert(pointsLedger).values(entry);
}

export const notEnoughPoints = () => new AppError('NotEnoughPoints', "You don't have enough points");

/**
 * Deducts `price` inside the caller's transaction: locks the user, refuses with NotEnoughPoints when the balance
 * is short, writes the negative ledger row. A free item (price 0) writes no row. Answers the balance after it.
 */
export async function spendPoints(
  tx: Tx,
  spend: { userId: number; marketId: number; price: number; reason: Extract<PointsReason, 'buy_prize' | 'buy_lootbox'> },
): Promise<number> {
  await lockUser(tx, spend.userId);
  const balance = await pointsBalance(tx, spend.userId, spend.marketId);
  if (balance < spend.price) throw notEnoughPoints();
  if (spend.price > 0) {
    await addPoints(tx, { userId: spend.userId, marketId: spend.marketId, points: -spend.price, reason: spend.reason });
  }
  return balance - spend.price;
}

export async function pointsHistory(
  db: Db,
  userId: number,
  q: { market_id: number; page: number; per_page: number },
): Promise<PointsHistoryResponse> {
  const where = and(eq(pointsLedger.userId, userId), eq(pointsLedger.marketId, q.market_id));
  const [rows, [total], balance] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(pointsLedger).where(where),
    pointsBalance(db, userId, q.market_id),
  ]);
  const n = total?.n ?? 0;
  const data: PointsHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    reason: r.reason,
    custom_reason: r.customReason,
    points: r.points,
  }));
  return { data, metadata: { pages_count: Math.ceil(n / q.per_page), count: n, balance } };
}
