import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportReason } from '@/shared/schemas/community';
import type {
  Decision,
  DecisionAction,
  DecisionBody,
  ModeratedEntityType,
  ModerationInboxTrigger,
  ModerationState,
  OperatorRole,
  PublicationRule,
  QueueItem,
  ReportsQueue,
  ReportsQueueQuery,
} from '@/shared/schemas/moderation';
import { queryRows, type Db, type Tx } from '../db/client';
import { comments, deals, inboxItems, moderationDecisions, reports } from '../db/schema';
import { AppError } from '../platform/errors';
import { appealState, appealStatuses, closeAppeal, openAppealsOn } from './moderation-appeal-guard';
import { writeAudit } from './moderation-audit';
import { endHold, publishHeld } from './moderation-held';
import { appealUntil, itemPath } from './moderation-notices';

/** A comment's text in the queue: enough to judge it at a glance. */
const EXCERPT_LENGTH = 160;

/** The moderated item as the decision found it (its row locked until the decision commits). */
export interface Item {
  authorId: number;
  /** The deal's title (a comment's deal's), for the statement of reasons. */
  title: string;
  dealId: number;
  marketId: number;
  hiddenAt: Date | null;
  expiresAt: Date | null;
  /** When it was held for a moderator (a review word, pre-moderation); `approve` publishes it. */
  heldAt: Date | null;
}

export async function lockItem(tx: Tx, type: ModeratedEntityType, id: number): Promise<Item | undefined> {
  if (type === 'deal') {
    const [deal] = await tx
      .select({
        authorId: deals.userId,
        title: deals.title,
        dealId: deals.id,
        marketId: deals.marketId,
        hiddenAt: deals.moderationHiddenAt,
        expiresAt: deals.expiresAt,
        heldAt: deals.moderationHeldAt,
      })
      .from(deals)
      .where(eq(deals.id, id))
      .for('no key update');
    return deal;
  }
  const [comment] = await tx
    .select({
      authorId: comments.userId,
      title: deals.title,
      dealId: comments.dealId,
      marketId: deals.marketId,
      hiddenAt: comments.moderationHiddenAt,
      expiresAt: sql<Date | null>`null`,
      heldAt: comments.moderationHeldAt,
    })
    .from(comments)
    .innerJoin(deals, eq(deals.id, comments.dealId))
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .for('no key update', { of: comments });
  return comment;
}

/** What the audit row records of the item before and after a decision. */
function auditState(item: Pick<Item, 'hiddenAt' | 'expiresAt' | 'heldAt'>, type: ModeratedEntityType) {
  return type === 'deal'
    ? { hidden: item.hiddenAt !== null, held: item.heldAt !== null, expires_at: item.expiresAt?.toISOString() ?? null }
    : { hidden: item.hiddenAt !== null, held: item.heldAt !== null };
}

/** Applies the decision's effect; answers the item's state after it. */
async function applyEffect(tx: Tx, type: ModeratedEntityType, id: number, action: DecisionAction, item: Item, now: Date): Promise<Item> {
  if (action === 'approve') {
    await publishHeld(tx, type, id, item.dealId, now);
    return { ...item, heldAt: null };
  }
  // Hiding held content ends the hold; it was never counted among the deal's comments, so nothing to take off.
  const wasHeld = item.heldAt !== null;
  if (action === 'hide' && wasHeld) await endHold(tx, type, id);
  if (action === 'hide' || action === 'restore') {
    const hiddenAt = action === 'hide' ? now : null;
    if (type === 'deal') {
      // updated_at moves so the sitemap's lastmod and caches keyed on it see the change.
      await tx.update(deals).set({ moderationHiddenAt: hiddenAt, updatedAt: now }).where(eq(deals.id, id));
    } else {
      await tx.update(comments).set({ moderationHiddenAt: hiddenAt }).where(eq(comments.id, id));
      // comments_count is what readers can see, as a removed comment's delete lowers it.
      if (!wasHeld) {
        await tx
          .update(deals)
          .set({ commentsCount: action === 'hide' ? sql`greatest(${deals.commentsCount} - 1, 0)` : sql`${deals.commentsCount} + 1` })
          .where(eq(deals.id, item.dealId));
      }
    }
    return { ...item, hiddenAt, heldAt: action === 'hide' ? null : item.heldAt };
  }
  if (action === 'expire') {
    // As the author's own "expired" toggle: it ends now, or keeps the earlier moment it already ended at.
    const [row] = await tx
      .update(deals)
      .set({ expiresAt: sql`least(coalesce(${deals.expiresAt}, ${now}), ${now})`, updatedAt: now })
      .where(eq(deals.id, id))
      .returning({ expiresAt: deals.expiresAt });
    return { ...item, expiresAt: row?.expiresAt ?? now };
  }
  return item;
}

/** Shows hidden content again as a restore decision does (a granted appeal). */
export async function restoreItem(tx: Tx, type: ModeratedEntityType, id: number, item: Item, now: Date): Promise<Item> {
  return applyEffect(tx, type, id, 'restore', item, now);
}

/** Refuses a decision that would change nothing a member can see, so the log never holds empty decisions. */
function checkApplies(action: DecisionAction, item: Item, now: Date): void {
  if (action === 'hide' && item.hiddenAt !== null) throw new AppError('Conflict', 'The item is already hidden');
  if (action === 'restore' && item.hiddenAt === null) throw new AppError('Conflict', 'The item is not hidden');
  if (action === 'approve' && (item.heldAt === null || item.hiddenAt !== null)) throw new AppError('Conflict', 'The item is not held');
  if (action === 'expire' && item.expiresAt !== null && item.expiresAt <= now)
    throw new AppError('Conflict', 'The deal has already expired');
}

/**
 * One inbox item per member and deal and trigger (the inbox's unique key): a later decision on the same deal replaces
 * the earlier notice with its own, unread again and dated now, so the member always reads the decision in force.
 */
async function notify(tx: Tx, userIds: number[], item: Item, trigger: ModerationInboxTrigger, decisionId: number, now: Date) {
  if (userIds.length === 0) return;
  await tx
    .insert(inboxItems)
    .values(
      userIds.map((userId) => ({
        userId,
        marketId: item.marketId,
        dealId: item.dealId,
        trigger,
        moderationDecisionId: decisionId,
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [inboxItems.userId, inboxItems.dealId, inboxItems.trigger],
      set: { moderationDecisionId: decisionId, readAt: null, createdAt: now },
    });
}

export interface DecisionOutcome {
  decision: Decision;
  /** Whom to send the statement of reasons by mail, about what (hide and expire only). */
  statement: { authorId: number; dealId: number; title: string } | null;
}

/**
 * POST /api/moderation/decisions. In one transaction: the decision, its effect, every open report of the item closed
 * with it, the author's statement of reasons (hide, expire) and each reporter's outcome in their inboxes, and one
 * audit row. Dismiss changes nothing but the reports.
 */
export async function decide(
  db: Db,
  operator: { id: number; role: OperatorRole },
  body: DecisionBody,
  now = new Date(),
): Promise<DecisionOutcome> {
  const type = body.entity_type;
  const id = body.entity_id;
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, type, id);
    if (!item) throw new AppError('NotFound', `The ${type} ${id} does not exist`);
    const appeals = await openAppealsOn(tx, operator, type, id);
    checkApplies(body.action, item, now);
    const [decision] = await tx
      .insert(moderationDecisions)
      .values({
        entityType: type,
        entityId: id,
        action: body.action,
        reason: body.reason ?? '',
        rule: body.rule ?? null,
        decidedBy: operator.id,
        deciderRole: operator.role,
        createdAt: now,
      })
      .returning();
    if (!decision) throw new Error('decision insert returned no row');
    const after = await applyEffect(tx, type, id, body.action, item, now);
    // Another operator restoring appealed hidden content answers the appeal: granted, with this decision's reason.
    for (const appeal of body.action === 'restore' ? appeals.filter((a) => a.action === 'hide') : []) {
      await closeAppeal(
        tx,
        appeal.id,
        'granted',
        decision.id,
        { userId: item.authorId, dealId: item.dealId, marketId: item.marketId },
        now,
      );
    }
    const closed = await tx
      .update(reports)
      .set({ resolvedAt: now, decisionId: decision.id })
      .where(and(eq(reports.entityType, type), eq(reports.entityId, id), isNull(reports.resolvedAt)))
      .returning({ userId: reports.userId });
    const tellsAuthor = body.action === 'hide' || body.action === 'expire';
    if (body.action === 'approve') await notify(tx, [item.authorId], item, 'moderation_approved', decision.id, now);
    if (tellsAuthor) {
      await notify(tx, [item.authorId], item, body.action === 'hide' ? 'moderation_hidden' : 'moderation_expired', decision.id, now);
    }
    const reporters = [...new Set(closed.map((r) => r.userId))].filter((userId) => userId !== item.authorId);
    await notify(tx, reporters, item, 'report_outcome', decision.id, now);
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: `decision.${body.action}`,
      entityType: type,
      entityId: id,
      before: auditState(item, type),
      after: {
        ...auditState(after, type),
        decision_id: decision.id,
        reason: decision.reason,
        rule: decision.rule,
        reports_closed: closed.length,
      },
    });
    return {
      statement: tellsAuthor ? { authorId: item.authorId, dealId: item.dealId, title: item.title } : null,
      decision: {
        id: decision.id,
        entity_type: type,
        entity_id: id,
        action: body.action,
        reason: decision.reason,
        rule: decision.rule as PublicationRule | null,
        automated: decision.automated,
        decided_at: decision.createdAt.toISOString(),
        reports_closed: closed.length,
      },
    };
  });
}

/**
 * What the author and operators read on hidden content: the latest hide decision of each item. Items hidden without a
 * decision (none today) read as hidden without a reason.
 */
export async function moderationStates(
  db: Db,
  type: ModeratedEntityType,
  hidden: { id: number; hiddenAt: Date }[],
): Promise<Map<number, ModerationState>> {
  const states = new Map<number, ModerationState>();
  if (hidden.length === 0) return states;
  const rows = await db
    .selectDistinctOn([moderationDecisions.entityId], {
      entityId: moderationDecisions.entityId,
      reason: moderationDecisions.reason,
      rule: moderationDecisions.rule,
      createdAt: moderationDecisions.createdAt,
      id: moderationDecisions.id,
    })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.entityType, type),
        inArray(
          moderationDecisions.entityId,
          hidden.map((h) => h.id),
        ),
        eq(moderationDecisions.action, 'hide'),
      ),
    )
    .orderBy(moderationDecisions.entityId, desc(moderationDecisions.createdAt), desc(moderationDecisions.id));
  const byId = new Map(rows.map((row) => [row.entityId, row]));
  const appeals = await appealStatuses(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  for (const { id, hiddenAt } of hidden) {
    const row = byId.get(id);
    const decidedAt = row?.createdAt ?? hiddenAt;
    states.set(id, {
      state: 'hidden',
      reason: row?.reason ?? '',
      rule: (row?.rule ?? null) as PublicationRule | null,
      decided_at: decidedAt.toISOString(),
      // Without a decision row there is nothing to appeal.
      appeal: row
        ? appealState(appeals.get(row.id), appealUntil(decidedAt), now)
        : { open: false, until: appealUntil(decidedAt).toISOString(), pending: false },
    });
  }
  return states;
}

interface QueueRow {
  entity_type: ModeratedEntityType;
  entity_id: number;
  reports_count: number;
  reasons: Record<string, number>;
  first_reported_at: Date | string;
  text: string | null;
  author_id: number | null;
  author_username: string | null;
  deal_id: number | null;
  hidden: boolean | null;
}

/**
 * GET /api/moderation/reports: open reports grouped per item, the item reported longest ago first (id breaks ties),
 * with a count per reason and a summary of the item. A `reason` filter keeps items with at least one open report of it
 * (their other reasons still counted); `entity_type` keeps one kind.
 */
export async function reportsQueue(db: Db, q: ReportsQueueQuery): Promise<ReportsQueue> {
  const filters = [sql`r.resolved_at is null`, ...(q.entity_type ? [sql`r.entity_type = ${q.entity_type}`] : [])];
  const having = q.reason ? sql`having bool_or(r.reason = ${q.reason})` : sql``;
  const groups = sql`
    select r.entity_type, r.entity_id, count(*)::int as reports_count, min(r.created_at) as first_reported_at
    from reports r
    where ${sql.join(filters, sql` and `)}
    group by r.entity_type, r.entity_id
    ${having}`;
  const [rows, [total]] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`
      with g as (${groups})
      select g.entity_type, g.entity_id, g.reports_count, g.first_reported_at,
        (select json_object_agg(x.reason, x.n) from (
          select r.reason, count(*)::int as n from reports r
          where r.entity_type = g.entity_type and r.entity_id = g.entity_id and r.resolved_at is null
          group by r.reason) x) as reasons,
        coalesce(d.title, left(c.content, ${EXCERPT_LENGTH})) as text,
        u.id as author_id, u.username as author_username,
        coalesce(d.id, c.deal_id) as deal_id,
        coalesce(d.moderation_hidden_at, c.moderation_hidden_at) is not null as hidden
      from g
      left join deals d on g.entity_type = 'deal' and d.id = g.entity_id
      left join comments c on g.entity_type = 'comment' and c.id = g.entity_id
      left join users u on u.id = coalesce(d.user_id, c.user_id)
      order by g.first_reported_at, g.entity_type, g.entity_id
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${groups}) g`),
  ]);
  const count = total?.n ?? 0;
  const data: QueueItem[] = rows.map((row) => ({
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    reports_count: row.reports_count,
    reasons: row.reasons as Partial<Record<ReportReason, number>>,
    first_reported_at: new Date(row.first_reported_at).toISOString(),
    item: {
      text: row.text ?? '',
      author: { id: row.author_id ?? 0, username: row.author_username ?? '' },
      url: itemPath(row.entity_type, row.entity_id, row.deal_id ?? row.entity_id),
      hidden: row.hidden ?? false,
    },
  }));
  return { data, metadata: { count, pages_count: Math.ceil(count / q.per_page) } };
}
