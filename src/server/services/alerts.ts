import { asc, count, eq, and } from 'drizzle-orm';
import { DEFAULT_MARKET_ID, KEYWORD_ALERTS_PER_USER } from '@/shared/constants';
import { normalizeKeyword } from '@/shared/normalize';
import type { ListResponse } from '@/shared/schemas/common';
import type { KeywordAlert } from '@/shared/schemas/rewards';
import type { Db } from '../db/client';
import { keywordAlerts, users } from '../db/schema';
import { AppError } from '../errors';
import { lockUser } from './points';

type AlertRow = typeof keywordAlerts.$inferSelect;

const toAlert = (row: AlertRow): KeywordAlert => ({ id: row.id, keyword: row.keyword, created_at: row.createdAt.toISOString() });

/** GET /api/users/alerts: the caller's alerts, oldest first (the order they were added in). */
export async function listAlerts(db: Db, userId: number): Promise<ListResponse<KeywordAlert>> {
  const rows = await db
    .select()
    .from(keywordAlerts)
    .where(eq(keywordAlerts.userId, userId))
    .orderBy(asc(keywordAlerts.createdAt), asc(keywordAlerts.id));
  return { data: rows.map(toAlert), metadata: { pages_count: rows.length > 0 ? 1 : 0, count: rows.length } };
}

/**
 * POST /api/users/alerts. The user row is locked so the per-user limit holds under parallel requests; the unique
 * (user, keyword_normalized) constraint turns 'Słuchawki' after 'sluchawki' into a 409.
 */
export async function createAlert(db: Db, userId: number, keyword: string): Promise<KeywordAlert> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx.select({ n: count() }).from(keywordAlerts).where(eq(keywordAlerts.userId, userId));
    if ((existing?.n ?? 0) >= KEYWORD_ALERTS_PER_USER) {
      throw new AppError('Conflict', `You can have at most ${KEYWORD_ALERTS_PER_USER} keyword alerts`);
    }
    const [user] = await tx.select({ marketId: users.marketId }).from(users).where(eq(users.id, userId));
    const [row] = await tx
      .insert(keywordAlerts)
      .values({ userId, marketId: user?.marketId ?? DEFAULT_MARKET_ID, keyword, keywordNormalized: normalizeKeyword(keyword) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('Conflict', 'You already have an alert for this keyword');
    return toAlert(row);
  });
}

/** DELETE /api/users/alerts: only the caller's own alert; any other id answers 404. */
export async function deleteAlert(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(keywordAlerts)
    .where(and(eq(keywordAlerts.id, id), eq(keywordAlerts.userId, userId)))
    .returning({ id: keywordAlerts.id });
  if (deleted.length === 0) throw new AppError('NotFound', `Alert ${id} does not exist`);
}
