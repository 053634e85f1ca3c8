import { eq } from 'drizzle-orm';
import { DAILY_POINTS, DEFAULT_MARKET_ID, TIME_ZONE } from '@/shared/constants';
import type { DailyClaimResult } from '@/shared/schemas/rewards';
import type { Db } from '../db/client';
import { dailyClaims, users } from '../db/schema';
import { AppError } from '../errors';
import { addPoints, lockUser, pointsBalance } from './points';

const warsawParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsAt(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of warsawParts.formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  return out;
}

/** The Europe/Warsaw calendar day (YYYY-MM-DD) an instant falls on (§9 time zone). */
export function warsawDate(instant: Date): string {
  const p = partsAt(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Warsaw's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function warsawOffsetMs(instant: Date): number {
  const p = partsAt(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the next Warsaw calendar day starts. DST switches at 02:00/03:00, never at midnight, so one correction pass is exact. */
export function nextWarsawMidnight(now: Date): Date {
  const p = partsAt(now);
  const midnightAsUtc = Date.UTC(p.year, p.month - 1, p.day + 1);
  const guess = midnightAsUtc - warsawOffsetMs(new Date(midnightAsUtc));
  return new Date(midnightAsUtc - warsawOffsetMs(new Date(guess)));
}

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
