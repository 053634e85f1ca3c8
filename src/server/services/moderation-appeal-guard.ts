import { and, eq, inArray } from 'drizzle-orm';
import type { AppealStatus } from '@/shared/schemas/moderation-appeals';
import type { DecisionEntityType } from '@/shared/schemas/moderation';
import type { Db, Tx } from '../db/client';
import { inboxItems, moderationAppeals, moderationDecisions } from '../db/schema';
import { AppError } from '../platform/errors';

/** An open appeal as the decision routes need it: which decision it is about, and who made that one. */
export interface OpenAppeal {
  id: number;
  decisionId: number;
  action: string;
  decidedBy: number | null;
}

/**
 * The open appeals of an item (DSA Art. 20: the operator who made an appealed decision may not decide the item again
 * while its appeal waits, 403). An item has at most one per decision, so a deal may wait on an appealed expiry and an
 * appealed hide at once. Locks the appeal rows, so two operators cannot close one twice.
 */
export async function openAppealsOn(
  tx: Tx,
  operator: { id: number },
  entityType: DecisionEntityType,
  entityId: number,
): Promise<OpenAppeal[]> {
  const rows = await tx
    .select({
      id: moderationAppeals.id,
      decisionId: moderationAppeals.decisionId,
      action: moderationDecisions.action,
      decidedBy: moderationDecisions.decidedBy,
    })
    .from(moderationAppeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .where(
      and(eq(moderationDecisions.entityType, entityType), eq(moderationDecisions.entityId, entityId), eq(moderationAppeals.status, 'open')),
    )
    .orderBy(moderationAppeals.id)
    .for('update', { of: moderationAppeals });
  if (rows.some((row) => row.decidedBy === operator.id)) {
    throw new AppError(
      'Forbidden',
      'You made the appealed decision: another moderator or an admin decides this item while the appeal is open',
    );
  }
  return rows;
}

/**
 * Closes an appeal with the decision that answered it, and tells the member in their inbox with the operator's
 * reason (`appeal_outcome`). `notice` is the deal the inbox item hangs on; a suspension has none, so its member reads
 * the outcome on their account (GET /api/users/ answers the running suspension, or none once lifted).
 */
export async function closeAppeal(
  tx: Tx,
  appealId: number,
  status: Exclude<AppealStatus, 'open'>,
  outcomeId: number,
  notice: { userId: number; dealId: number; marketId: number } | null,
  now: Date,
): Promise<void> {
  await tx.update(moderationAppeals).set({ status, outcomeId, decidedAt: now }).where(eq(moderationAppeals.id, appealId));
  if (notice === null) return;
  await tx
    .insert(inboxItems)
    .values({
      userId: notice.userId,
      marketId: notice.marketId,
      dealId: notice.dealId,
      trigger: 'appeal_outcome',
      moderationDecisionId: outcomeId,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [inboxItems.userId, inboxItems.dealId, inboxItems.trigger],
      set: { moderationDecisionId: outcomeId, readAt: null, createdAt: now },
    });
}

/** The status of the appeal of each decision that has one. */
export async function appealStatuses(db: Db | Tx, decisionIds: number[]): Promise<Map<number, AppealStatus>> {
  if (decisionIds.length === 0) return new Map();
  const rows = await db
    .select({ decisionId: moderationAppeals.decisionId, status: moderationAppeals.status })
    .from(moderationAppeals)
    .where(inArray(moderationAppeals.decisionId, decisionIds));
  return new Map(rows.map((row) => [row.decisionId, row.status as AppealStatus]));
}

/** The `appeal` of a ModerationState or Suspension: open while the window runs and nothing was appealed yet. */
export function appealState(status: AppealStatus | undefined, until: Date, now: Date): { open: boolean; until: string; pending: boolean } {
  return { open: status === undefined && now <= until, until: until.toISOString(), pending: status === 'open' };
}
