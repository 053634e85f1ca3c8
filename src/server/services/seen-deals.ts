import { desc, eq, sql } from 'drizzle-orm';
import { SEEN_DEALS_MAX } from '@/shared/constants';
import type { SeenDealsResponse } from '@/shared/schemas/feed';
import type { Db } from '../db/client';
import { seenDeals } from '../db/schema';

/**
 * POST /api/users/seen-deals: the deals are seen now (again, for one seen before). Ids of deals that do not exist
 * are passed over rather than refused, since a device may send a batch kept offline while a deal was removed. Only
 * the newest SEEN_DEALS_MAX stay.
 */
export async function markSeen(db: Db, userId: number, dealIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into seen_deals (user_id, deal_id)
      select ${userId}, d.id from deals d where d.id = any(${sql.param([...dealIds])}::int[])
      on conflict (user_id, deal_id) do update set seen_at = now()`);
    await tx.execute(sql`
      delete from seen_deals s
      where s.user_id = ${userId}
        and s.deal_id not in (
          select k.deal_id from seen_deals k where k.user_id = ${userId} order by k.seen_at desc, k.deal_id desc limit ${SEEN_DEALS_MAX}
        )`);
  });
}

/** GET /api/users/seen-deals: the member's seen deals, the latest first. */
export async function listSeen(db: Db, userId: number): Promise<SeenDealsResponse> {
  const rows = await db
    .select({ dealId: seenDeals.dealId })
    .from(seenDeals)
    .where(eq(seenDeals.userId, userId))
    .orderBy(desc(seenDeals.seenAt), desc(seenDeals.dealId))
    .limit(SEEN_DEALS_MAX);
  return { deal_ids: rows.map((row) => row.dealId) };
}
