import { eq } from 'drizzle-orm';
import { DAILY_POINTS, DEFAULT_MARKET_ID } from '@/shared/constants';
import type { DailyClaimResult } from '@/shared/schemas/rewards';
import { nextWarsawMidnight, warsawDate } from '@/shared/warsaw-day';
import type { Db } from '../db/client';
import { dailyClaims, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { addPoints, lockUser, pointsBalance } from './points';

// users.ts and the tests still import the day rule from here; its one definition is shared with the client.
export { nextWarsawMidnight, warsawDate };

/**
 * POST /api/users/daily: DAILY_POINTS once per Warsaw calendar day. The unique (user, warsaw_date) row decides,
 * so two parallel claims (two tabs, a replayed queue) still pay once; the ledger row is in the same transaction.
 * `now` is a parameter so tests can cross Warsaw midnight.
 */
export async function claimDaily(db: Db, userId: number, now: Date = new Date()): Promise<DailyClaimResult> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [user] = await tx.select({ marketId: users.marketId }).from(users).where(eq(users.id, userId));
    const marketId = user?.marketId ?? DEFAULT_MARKET_ID;
    const claimed = await tx
      .insert(dailyClaims)
      .values({ userId, warsawDate: warsawDate(now), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: dailyClaims.id });
    if (claimed.length === 0) throw new AppError('AlreadyClaimed', 'The daily points were already claimed today');
    await addPoints(tx, { userId, marketId, points: DAILY_POINTS, reason: 'daily_points', createdAt: now });
    return {
      points: DAILY_POINTS,
      balance: await pointsBalance(tx, userId, marketId),
      next_claim_at: nextWarsawMidnight(now).toISOString(),
    };
  });
}
