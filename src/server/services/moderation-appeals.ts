import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Appeal,
  AppealBody,
  AppealDecisionBody,
  AppealForOperator,
  AppealsList,
  AppealsQuery,
  AppealStatus,
} from '@/shared/schemas/moderation-appeals';
import type { ModeratedEntityType, OperatorRole } from '@/shared/schemas/moderation';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { comments, deals, moderationAppeals, moderationDecisions, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { lockItem, restoreItem } from './moderation';
import { closeAppeal } from './moderation-appeal-guard';
import { writeAudit } from './moderation-audit';
import { appealUntil, itemPath } from './moderation-notices';
import { decisionOf, insertUserDecision, liftSuspension } from './moderation-sanctions';

/** A comment's text in the appeals list, as in the reports queue. */
const EXCERPT_LENGTH = 160;

/** Decisions on content a member may appeal: they took it down or ended it (the statement of reasons said so). */
const APPEALABLE_CONTENT_ACTIONS = ['hide', 'expire'];

type DecisionRow = typeof moderationDecisions.$inferSelect;

/** The latest decision of `actions` on an item, or undefined. */
async function latestDecision(tx: Tx, entityType: string, entityId: number, actions: string[]): Promise<DecisionRow | undefined> {
  const [row] = await tx
    .select()
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.entityType, entityType),
        eq(moderationDecisions.entityId, entityId),
        inArray(moderationDecisions.action, actions),
      ),
    )
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(1);
  return row;
}

/**
 * The decision the member appeals: the latest hide or expire of their own deal or comment (hidden content only while
 * it is still hidden), or their running suspension. 404 for anything else, so nobody learns of others' decisions.
 */
async function appealedDecision(tx: Tx, userId: number, body: AppealBody, now: Date): Promise<DecisionRow> {
  const nothing = () => new AppError('NotFound', `You have no decision to appeal on ${body.entity_type} ${body.entity_id}`);
  if (body.entity_type === 'user') {
    if (body.entity_id !== userId) throw nothing();
    const [member] = await tx.select({ suspendedUntil: users.suspendedUntil }).from(users).where(eq(users.id, userId));
    if (!member?.suspendedUntil || member.suspendedUntil <= now) throw nothing();
    const decision = await latestDecision(tx, 'user', userId, ['suspend']);
    if (!decision) throw nothing();
    return decision;
  }
  const item = await lockItem(tx, body.entity_type, body.entity_id);
  if (!item || item.authorId !== userId) throw nothing();
  const decision = await latestDecision(tx, body.entity_type, body.entity_id, APPEALABLE_CONTENT_ACTIONS);
  if (!decision || (decision.action === 'hide' && item.hiddenAt === null)) throw nothing();
  return decision;
}

function appealOf(row: typeof moderationAppeals.$inferSelect, decision: DecisionRow, outcome: DecisionRow | null): Appeal {
  return {
    id: row.id,
    entity_type: decision.entityType as Appeal['entity_type'],
    entity_id: decision.entityId,
    text: row.text,
    status: row.status as AppealStatus,
    created_at: row.createdAt.toISOString(),
    decision: decisionOf(decision),
    outcome: outcome ? decisionOf(outcome) : null,
  };
}

/**
 * POST /api/moderation/appeals (DSA Art. 20): one appeal per decision (409), within APPEAL_DAYS of it (422 after).
 * Suspended members may appeal: it is one of the writes their suspension keeps.
 */
export async function fileAppeal(db: Db, userId: number, body: AppealBody, now = new Date()): Promise<Appeal> {
  try {
    return await db.transaction(async (tx) => {
      const decision = await appealedDecision(tx, userId, body, now);
      const until = appealUntil(decision.createdAt);
      if (now > until) {
        throw new AppError('ValidationError', `The time to appeal this decision ended on ${until.toISOString()}`, { status: 422 });
      }
      const [row] = await tx
        .insert(moderationAppeals)
        .values({ decisionId: decision.id, userId, text: body.text, createdAt: now })
        .returning();
      if (!row) throw new Error('appeal insert returned no row');
      return appealOf(row, decision, null);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'moderation_appeals_decision_key')) {
      throw new AppError('Conflict', 'You have already appealed this decision');
    }
    throw error;
  }
}

const appealed = alias(moderationDecisions, 'appealed');
const outcome = alias(moderationDecisions, 'outcome');
const itemDeal = alias(deals, 'item_deal');
const itemComment = alias(comments, 'item_comment');

function selectAppeals(db: Db, where: SQL | undefined) {
  return db
    .select({
      appeal: moderationAppeals,
      decision: appealed,
      outcome,
      username: users.username,
      text: sql<string>`coalesce(${itemDeal.title}, left(${itemComment.content}, ${EXCERPT_LENGTH}), ${users.username})`,
      dealId: sql<number | null>`coalesce(${itemDeal.id}, ${itemComment.dealId})`,
      hidden: sql<boolean>`coalesce(${itemDeal.moderationHiddenAt}, ${itemComment.moderationHiddenAt}) is not null`,
    })
    .from(moderationAppeals)
    .innerJoin(appealed, eq(appealed.id, moderationAppeals.decisionId))
    .leftJoin(outcome, eq(outcome.id, moderationAppeals.outcomeId))
    .innerJoin(users, eq(users.id, moderationAppeals.userId))
    .leftJoin(itemDeal, and(eq(appealed.entityType, 'deal'), eq(itemDeal.id, appealed.entityId)))
    .leftJoin(itemComment, and(eq(appealed.entityType, 'comment'), eq(itemComment.id, appealed.entityId)))
    .where(where);
}

type AppealRow = Awaited<ReturnType<typeof selectAppeals>>[number];

function forOperator(row: AppealRow, operatorId: number): AppealForOperator {
  const { decision } = row;
  return {
    ...appealOf(row.appeal, decision, row.outcome),
    author: { id: row.appeal.userId, username: row.username },
    item: {
      text: row.text,
      author: { id: row.appeal.userId, username: row.username },
      url: itemPath(decision.entityType as ModeratedEntityType | 'user', decision.entityId, row.dealId ?? decision.entityId),
      hidden: row.hidden,
    },
    decided_by_me: decision.decidedBy === operatorId,
  };
}

/** GET /api/moderation/appeals: open ones oldest first (the queue), decided ones newest first. */
export async function listAppeals(db: Db, operatorId: number, q: AppealsQuery): Promise<AppealsList> {
  const where = eq(moderationAppeals.status, q.status);
  const order =
    q.status === 'open'
      ? [asc(moderationAppeals.createdAt), asc(moderationAppeals.id)]
      : [desc(moderationAppeals.createdAt), desc(moderationAppeals.id)];
  const [rows, [total]] = await Promise.all([
    selectAppeals(db, where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(moderationAppeals)
      .where(where),
  ]);
  const count = total?.n ?? 0;
  return { data: rows.map((row) => forOperator(row, operatorId)), metadata: { count, pages_count: Math.ceil(count / q.per_page) } };
}

/** Whether decideAppeal changed what readers see (a restored item), so the caller empties its caches. */
export interface AppealOutcome {
  appeal: AppealForOperator;
  contentChanged: boolean;
}

/**
 * POST /api/moderation/appeals/{id}: another operator than the one who made the appealed decision (403) grants it
 * (content restored: shown again, or no longer expired; a suspension lifted) or rejects it (`uphold`: the decision
 * stands). Either is a decision of its own with the operator's reason, which the member reads; one audit row.
 */
export async function decideAppeal(
  db: Db,
  operator: { id: number; role: OperatorRole },
  appealId: number,
  body: AppealDecisionBody,
  now = new Date(),
): Promise<AppealOutcome> {
  const contentChanged = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ appeal: moderationAppeals, decision: moderationDecisions })
      .from(moderationAppeals)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
      .where(eq(moderationAppeals.id, appealId))
      .for('update', { of: moderationAppeals });
    if (!found) throw new AppError('NotFound', `Appeal ${appealId} does not exist`);
    const { appeal, decision } = found;
    if (appeal.status !== 'open') throw new AppError('Conflict', 'This appeal has already been decided');
    const type = decision.entityType as ModeratedEntityType | 'user';
    if (decision.decidedBy === operator.id) {
      throw new AppError('Forbidden', 'You made the appealed decision: another moderator or an admin decides this appeal');
    }
    const granted = body.outcome === 'granted';
    let outcomeRow: DecisionRow;
    let notice: { userId: number; dealId: number; marketId: number } | null = null;
    let before: Record<string, unknown> = {};
    if (type === 'user') {
      outcomeRow = granted
        ? await liftSuspension(tx, operator, decision.entityId, body.reason, now, 'appeal')
        : await insertUserDecision(tx, operator, decision.entityId, 'uphold', body.reason, null, now);
    } else {
      const item = await lockItem(tx, type, decision.entityId);
      if (!item) throw new AppError('Conflict', `The ${type} ${decision.entityId} no longer exists`);
      before = { hidden: item.hiddenAt !== null, expires_at: item.expiresAt?.toISOString() ?? null };
      const [row] = await tx
        .insert(moderationDecisions)
        .values({
          entityType: type,
          entityId: decision.entityId,
          action: granted ? 'restore' : 'uphold',
          reason: body.reason,
          rule: decision.rule,
          decidedBy: operator.id,
          deciderRole: operator.role,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('decision insert returned no row');
      outcomeRow = row;
      if (granted && decision.action === 'hide' && item.hiddenAt !== null) {
        await restoreItem(tx, type, decision.entityId, item, now);
      }
      if (granted && decision.action === 'expire') {
        // The moderator's expiry is undone: the deal runs on with no end date, as its author may set again.
        await tx.update(deals).set({ expiresAt: null, updatedAt: now }).where(eq(deals.id, decision.entityId));
      }
      notice = { userId: item.authorId, dealId: item.dealId, marketId: item.marketId };
    }
    await closeAppeal(tx, appeal.id, granted ? 'granted' : 'rejected', outcomeRow.id, notice, now);
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: granted ? 'appeal.grant' : 'appeal.reject',
      entityType: type,
      entityId: decision.entityId,
      before: { ...before, appeal_id: appeal.id, status: 'open', decision_id: decision.id },
      after: { appeal_id: appeal.id, status: granted ? 'granted' : 'rejected', outcome_id: outcomeRow.id, reason: body.reason },
    });
    return granted && type !== 'user';
  });
  const [row] = await selectAppeals(db, eq(moderationAppeals.id, appealId));
  if (!row) throw new Error(`appeal ${appealId} vanished`);
  return { appeal: forOperator(row, operator.id), contentChanged };
}
