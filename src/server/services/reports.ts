import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ReportReason } from '@/shared/schemas/community';
import type { InboxTrigger } from '@/shared/schemas/rewards';
import { EXPIRY_REPORT_WEIGHT, EXPIRY_REPORT_WEIGHT_NEEDED } from '@/shared/standing';
import type { Db, Tx } from '../db/client';
import { comments, deals, inboxItems, reports } from '../db/schema';
import { notModerationHidden } from './moderation-visibility';
import { AppError } from '../platform/errors';
import { standingOfUser } from './standing';

export interface NewReport {
  entity_id: number;
  entity_type: 'deal' | 'comment';
  reason: ReportReason;
  description: string;
}

/** Answer of POST /api/reports/: the stored report (the first one when the caller reported this entity before). */
export interface StoredReport {
  id: number;
  entity_id: number;
  entity_type: 'deal' | 'comment';
  reason: ReportReason;
  description: string;
  created_at: string;
}

/** The inbox trigger that tells an author the community marked their deal expired. */
export const COMMUNITY_EXPIRY_TRIGGER = 'expired_by_community' satisfies InboxTrigger;

/**
 * The reported deal, its row locked until the transaction ends: every report of one deal takes this lock first, so
 * reports of one deal are counted one after another and the count that reaches the threshold is seen exactly once.
 * NO KEY UPDATE is the lock the expiry update takes anyway; it does not block votes' or comments' inserts.
 */
async function lockDeal(tx: Tx, dealId: number) {
  const [deal] = await tx
    .select({ authorId: deals.userId, marketId: deals.marketId, expired: sql<boolean>`coalesce(${deals.expiresAt} <= now(), false)` })
    .from(deals)
    .where(and(eq(deals.id, dealId), notModerationHidden(deals)))
    .for('no key update');
  return deal;
}

async function commentExists(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: comments.id })
    .from(comments)
    // A hidden or held comment, or one on such a deal, is not there for reporters.
    .innerJoin(deals, eq(deals.id, comments.dealId))
    .where(and(eq(comments.id, id), isNull(comments.deletedAt), notModerationHidden(comments), notModerationHidden(deals)));
  return rows.length > 0;
}

/**
 * Community expiry: once the expired reports of a current deal by accounts other than its author weigh
 * EXPIRY_REPORT_WEIGHT_NEEDED together (each report weighs EXPIRY_REPORT_WEIGHT of its reporter's standing when it was
 * made: three members or two regulars; a new account's report is kept for moderators but weighs nothing), it ends now
 * and its author is told in the inbox. It happens at most once per deal (the inbox item's unique key is the record of
 * it): an author who then marks the deal current again has the last word, and later reports do not expire it again.
 */
async function expireIfCommunityAgrees(tx: Tx, dealId: number, deal: { authorId: number; marketId: number }): Promise<boolean> {
  const [row] = await tx
    // One report per account (unique key), so the sum is over distinct reporters.
    .select({ weight: sql<number>`coalesce(sum(${reports.weight}), 0)::float8` })
    .from(reports)
    .where(
      and(eq(reports.entityType, 'deal'), eq(reports.entityId, dealId), eq(reports.reason, 'expired'), ne(reports.userId, deal.authorId)),
    );
  if (Number(row?.weight ?? 0) < EXPIRY_REPORT_WEIGHT_NEEDED) return false;
  const told = await tx
    .insert(inboxItems)
    .values({ userId: deal.authorId, marketId: deal.marketId, dealId, alertId: null, trigger: COMMUNITY_EXPIRY_TRIGGER })
    .onConflictDoNothing({ target: [inboxItems.userId, inboxItems.dealId, inboxItems.trigger] })
    .returning({ id: inboxItems.id });
  if (told.length === 0) return false;
  await tx
    .update(deals)
    .set({ expiresAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(deals.id, dealId));
  return true;
}

/**
 * POST /api/reports/. One report per user and entity (unique constraint): a repeat stores nothing and answers the
 * first report with `created: false`, so resubmitting never inflates the moderation queue. `expiredDeal` is true when
 * this report was the one that made the community expire the deal (what lists and deal pages show changed).
 */
export async function createReport(
  db: Db,
  userId: number,
  input: NewReport,
  now = new Date(),
): Promise<{ report: StoredReport; created: boolean; expiredDeal: boolean }> {
  return db.transaction(async (tx) => {
    const deal = input.entity_type === 'deal' ? await lockDeal(tx, input.entity_id) : undefined;
    const exists = input.entity_type === 'deal' ? deal !== undefined : await commentExists(tx, input.entity_id);
    if (!exists) throw new AppError('NotFound', `The reported ${input.entity_type} ${input.entity_id} does not exist`);
    const inserted = await tx
      .insert(reports)
      .values({
        userId,
        entityType: input.entity_type,
        entityId: input.entity_id,
        reason: input.reason,
        description: input.description,
        weight: EXPIRY_REPORT_WEIGHT[await standingOfUser(tx, userId, now)],
      })
      .onConflictDoNothing({ target: [reports.userId, reports.entityType, reports.entityId] })
      .returning();
    const [row] =
      inserted.length > 0
        ? inserted
        : await tx
            .select()
            .from(reports)
            .where(and(eq(reports.userId, userId), eq(reports.entityType, input.entity_type), eq(reports.entityId, input.entity_id)));
    if (!row) throw new Error('report neither inserted nor found');
    const created = inserted.length > 0;
    // Only a new expired report by someone other than the author can tip a current deal over the threshold.
    const countsTowardsExpiry = created && deal !== undefined && !deal.expired && input.reason === 'expired' && deal.authorId !== userId;
    const expiredDeal = countsTowardsExpiry ? await expireIfCommunityAgrees(tx, input.entity_id, deal) : false;
    return {
      created,
      expiredDeal,
      report: {
        id: row.id,
        entity_id: row.entityId,
        entity_type: row.entityType as StoredReport['entity_type'],
        reason: row.reason as ReportReason,
        description: row.description,
        created_at: row.createdAt.toISOString(),
      },
    };
  });
}
