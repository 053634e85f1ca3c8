import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deals } from '../db/schema';
import { AppError } from '../platform/errors';

/**
 * POST /api/deals/{id}/expired: the author marks their deal expired (it ends now, or keeps the earlier moment it
 * already ended at, so pressing twice changes nothing) or current again (no end date). One conditional update, so an
 * author check and the write cannot be split by another request.
 */
export async function setDealExpired(db: Db, userId: number, dealId: number, expired: boolean): Promise<void> {
  const [updated] = await db
    .update(deals)
    .set({ expiresAt: expired ? sql`least(coalesce(${deals.expiresAt}, now()), now())` : null, updatedAt: sql`now()` })
    .where(and(eq(deals.id, dealId), eq(deals.userId, userId)))
    .returning({ id: deals.id });
  if (updated) return;
  const [exists] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId));
  if (!exists) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
  throw new AppError('Forbidden', 'Only the author of a deal can mark it expired or current');
}
