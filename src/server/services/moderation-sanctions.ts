import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppealStatus, LiftSanctionBody, SanctionBody, Suspension } from '@/shared/schemas/moderation-appeals';
import type { Decision, OperatorRole, PublicationRule } from '@/shared/schemas/moderation';
import { PUBLICATION_RULES } from '@/shared/schemas/moderation';
import type { Db, Tx } from '../db/client';
import { inboxItems, moderationAppeals, moderationDecisions, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { appealState, closeAppeal, openAppealsOn } from './moderation-appeal-guard';
import { writeAudit } from './moderation-audit';
import { appealUntil } from './moderation-notices';
import { effectiveRole } from './moderation-roles';

const DAY_MS = 24 * 60 * 60 * 1000;

type DecisionRow = typeof moderationDecisions.$inferSelect;

/** A decision row as the API answers it. Sanctions close no reports. */
export function decisionOf(row: DecisionRow, reportsClosed = 0): Decision {
  return {
    id: row.id,
    entity_type: row.entityType as Decision['entity_type'],
    entity_id: row.entityId,
    action: row.action as Decision['action'],
    reason: row.reason,
    rule: row.rule as PublicationRule | null,
    automated: row.automated,
    decided_at: row.createdAt.toISOString(),
    reports_closed: reportsClosed,
  };
}

/** The account a sanction is about, locked until the sanction commits; 404 for an unknown or deleted one. */
async function lockMember(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      role: users.role,
      suspendedUntil: users.suspendedUntil,
      lastSanctionAt: users.lastSanctionAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw new AppError('NotFound', `User ${userId} does not exist`);
  return row;
}

/** Inserts one decision about an account (suspend, lift, uphold of a suspension appeal). */
export async function insertUserDecision(
  tx: Tx,
  operator: { id: number; role: OperatorRole },
  userId: number,
  action: 'suspend' | 'lift' | 'uphold',
  reason: string,
  rule: PublicationRule | null,
  now: Date,
): Promise<DecisionRow> {
  const [decision] = await tx
    .insert(moderationDecisions)
    .values({
      entityType: 'user',
      entityId: userId,
      action,
      reason,
      rule,
      decidedBy: operator.id,
      deciderRole: operator.role,
      createdAt: now,
    })
    .returning();
  if (!decision) throw new Error('decision insert returned no row');
  // The statement of reasons (DSA Art. 17) reaches the member's inbox with the decision; an uphold is told as the
  // appeal's outcome instead.
  if (action !== 'uphold') {
    const [member] = await tx.select({ marketId: users.marketId }).from(users).where(eq(users.id, userId));
    if (member) {
      await tx.insert(inboxItems).values({
        userId,
        marketId: member.marketId,
        trigger: action === 'suspend' ? 'moderation_suspended' : 'moderation_lifted',
        moderationDecisionId: decision.id,
        createdAt: now,
      });
    }
  }
  return decision;
}

/**
 * Ends a suspension with a `lift` decision: an operator's lift (409 when none runs), or a granted appeal, which also
 * clears the sanction from the member's standing (it should not have been) and is recorded even when the suspension
 * has run out meanwhile.
 */
export async function liftSuspension(
  tx: Tx,
  operator: { id: number; role: OperatorRole },
  userId: number,
  reason: string,
  now: Date,
  by: 'operator' | 'appeal',
): Promise<DecisionRow> {
  const member = await lockMember(tx, userId);
  const running = member.suspendedUntil !== null && member.suspendedUntil > now;
  if (!running && by === 'operator') throw new AppError('Conflict', 'This account is not suspended');
  const decision = await insertUserDecision(tx, operator, userId, 'lift', reason, null, now);
  const cleared = by === 'appeal' ? { suspendedUntil: null, lastSanctionAt: null } : { suspendedUntil: null };
  await tx.update(users).set(cleared).where(eq(users.id, userId));
  await writeAudit(tx, {
    actorId: operator.id,
    actorRole: operator.role,
    action: by === 'appeal' ? 'appeal.lift' : 'sanction.lift',
    entityType: 'user',
    entityId: userId,
    before: {
      suspended_until: running ? member.suspendedUntil?.toISOString() : null,
      last_sanction_at: member.lastSanctionAt?.toISOString() ?? null,
    },
    after: { ...cleared, decision_id: decision.id, reason },
  });
  return decision;
}

/**
 * POST /api/moderation/sanctions: suspends a member for `days` from now, replacing a running suspension, and records
 * the sanction's start for standing. Operators cannot be suspended (403): an admin unmakes a moderator first.
 */
export async function suspendMember(
  db: Db,
  operator: { id: number; role: OperatorRole },
  body: SanctionBody,
  adminEmails: readonly string[],
  now = new Date(),
): Promise<Decision> {
  // The contract takes any string; only a publication rule can be linked from the statement of reasons.
  const rule = body.rule ?? null;
  if (rule !== null && !(PUBLICATION_RULES as readonly string[]).includes(rule)) {
    throw new AppError('ValidationError', `rule must be one of ${PUBLICATION_RULES.join(', ')}`);
  }
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, body.user_id);
    await openAppealsOn(tx, operator, 'user', body.user_id);
    if (effectiveRole(member, adminEmails) !== 'member') {
      throw new AppError('Forbidden', 'Moderators and admins cannot be suspended; remove the role first');
    }
    const until = new Date(now.getTime() + body.days * DAY_MS);
    const decision = await insertUserDecision(tx, operator, body.user_id, 'suspend', body.reason, rule as PublicationRule | null, now);
    await tx.update(users).set({ suspendedUntil: until, lastSanctionAt: now }).where(eq(users.id, body.user_id));
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'sanction.suspend',
      entityType: 'user',
      entityId: body.user_id,
      before: { suspended_until: member.suspendedUntil && member.suspendedUntil > now ? member.suspendedUntil.toISOString() : null },
      after: { suspended_until: until.toISOString(), decision_id: decision.id, days: body.days, reason: body.reason, rule },
    });
    return decisionOf(decision);
  });
}

/** POST /api/moderation/sanctions/{user_id}/lift: 409 when the account is not suspended. */
export async function liftSanction(
  db: Db,
  operator: { id: number; role: OperatorRole },
  userId: number,
  body: LiftSanctionBody,
  now = new Date(),
): Promise<Decision> {
  return db.transaction(async (tx) => {
    // The operator who suspended may not lift while the member's appeal waits; another operator's lift grants it.
    const appeals = await openAppealsOn(tx, operator, 'user', userId);
    const decision = await liftSuspension(tx, operator, userId, body.reason, now, 'operator');
    for (const appeal of appeals) await closeAppeal(tx, appeal.id, 'granted', decision.id, null, now);
    return decisionOf(decision);
  });
}

/**
 * The member's running suspension as GET /api/users/ answers it: the latest suspend decision, and whether it may
 * still be appealed (`open`) or an appeal of it waits (`pending`). Null when the account may write.
 */
export async function suspensionOf(db: Db | Tx, userId: number, suspendedUntil: Date | null, now = new Date()): Promise<Suspension | null> {
  if (suspendedUntil === null || suspendedUntil <= now) return null;
  const [row] = await db
    .select({ decision: moderationDecisions, appealStatus: moderationAppeals.status })
    .from(moderationDecisions)
    .leftJoin(moderationAppeals, eq(moderationAppeals.decisionId, moderationDecisions.id))
    .where(
      and(eq(moderationDecisions.entityType, 'user'), eq(moderationDecisions.entityId, userId), eq(moderationDecisions.action, 'suspend')),
    )
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(1);
  if (!row) return null;
  const until = appealUntil(row.decision.createdAt);
  return {
    until: suspendedUntil.toISOString(),
    reason: row.decision.reason,
    decided_at: row.decision.createdAt.toISOString(),
    decision_id: row.decision.id,
    appeal: appealState((row.appealStatus ?? undefined) as AppealStatus | undefined, until, now),
  };
}
