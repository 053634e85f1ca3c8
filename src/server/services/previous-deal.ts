import { and, desc, eq, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PreviousDeal } from '@/shared/schemas/deal';
import { slugify } from '@/shared/slug';
import type { Db, Tx } from '../db/client';
import { deals, users } from '../db/schema';
import { notModerationHidden } from './moderation-visibility';

/** Expired by now: the deal's end has passed. */
const endedCondition = (table: typeof deals): SQL => sql`${table.expiresAt} is not null and ${table.expiresAt} <= now()`;

function toPreviousDeal(row: { id: number; title: string; expiresAt: Date | null }): PreviousDeal {
  const ended = row.expiresAt !== null && row.expiresAt.getTime() <= Date.now() ? row.expiresAt : null;
  return { id: row.id, title: row.title, slug: slugify(row.title), expired_at: ended?.toISOString() ?? null };
}

/**
 * The latest visible deal of the market with the link key `urlKey` that no longer blocks a new post of the link: it
 * has expired or its author deleted their account. Asked only when no active deal has the link.
 */
export async function findPreviousDeal(db: Db | Tx, marketId: number, urlKey: string): Promise<PreviousDeal | null> {
  const [row] = await db
    .select({ id: deals.id, title: deals.title, expiresAt: deals.expiresAt })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .where(
      and(
        eq(deals.marketId, marketId),
        eq(deals.urlKey, urlKey),
        eq(deals.isHidden, false),
        notModerationHidden(deals),
        or(endedCondition(deals), isNotNull(users.deletedAt)),
      ),
    )
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(1);
  return row ? toPreviousDeal(row) : null;
}

const earlier = alias(deals, 'earlier');

/** The deal page's "previous deal with this link": the latest visible deal of the market posted with its link before it. */
export async function previousDealOf(db: Db, dealId: number): Promise<PreviousDeal | null> {
  const [row] = await db
    .select({ id: earlier.id, title: earlier.title, expiresAt: earlier.expiresAt })
    .from(deals)
    .innerJoin(
      earlier,
      and(
        eq(earlier.marketId, deals.marketId),
        eq(earlier.urlKey, deals.urlKey),
        ne(earlier.id, deals.id),
        eq(earlier.isHidden, false),
        notModerationHidden(earlier),
        or(lt(earlier.createdAt, deals.createdAt), and(eq(earlier.createdAt, deals.createdAt), lt(earlier.id, deals.id))),
      ),
    )
    .where(eq(deals.id, dealId))
    .orderBy(desc(earlier.createdAt), desc(earlier.id))
    .limit(1);
  return row ? toPreviousDeal(row) : null;
}
