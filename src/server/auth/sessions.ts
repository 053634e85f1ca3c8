import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';

/**
 * Whether the session an access token belongs to still lives: its family holds an unrevoked, unexpired refresh token
 * and the account is not deleted. Logout, a password change or reset, a detected token theft and account deletion
 * all end families, so the access tokens of that session stop working at once instead of 15 minutes later. Answers the
 * account's suspension with it (undefined when the session has ended), read in the same query.
 */
export async function liveSession(db: Db, userId: number, familyId: string): Promise<{ suspendedUntil: Date | null } | undefined> {
  const [row] = await db
    .select({ suspendedUntil: users.suspendedUntil })
    .from(refreshTokens)
    .innerJoin(users, and(eq(users.id, refreshTokens.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}
