import * as v from 'valibot';
import type { ListResponse, UserSummary } from './common';
import { EntityId, PaginationQuery, QueryInt } from './common';
import {
  MODERATED_ENTITY_TYPES,
  PUBLICATION_RULES,
  REPORT_REASONS,
  type ModeratedEntityType,
  type PublicationRule,
  type ReportReason,
} from '../constants';
import { plainText } from '../validation';

/* ───────────── Roles ───────────── */

/** `member` is everyone; moderators are stored on the account; admins are the verified ADMIN_EMAILS accounts. */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that may run the community. */
export type OperatorRole = Exclude<Role, 'member'>;

/** PUT /api/moderation/users/{id}/role (admins only): an admin is made by ADMIN_EMAILS, never through the API. */
export const RoleBodySchema = v.object({
  role: v.picklist(['moderator', 'member'], 'role must be moderator or member'),
});
export type RoleBody = v.InferInput<typeof RoleBodySchema>;

export interface RoleResult {
  id: number;
  username: string;
  role: Role;
}

/* ───────────── Publication rules ───────────── */

/** Defined in constants.ts (route search params use them without these schemas); here too for this module's users. */
export { MODERATED_ENTITY_TYPES, PUBLICATION_RULES, type ModeratedEntityType, type PublicationRule };

/* ───────────── Decisions ───────────── */

/** What POST /api/moderation/decisions takes; `approve` publishes held content (409 for content that is not held). */
export const DECISION_ACTIONS = ['hide', 'restore', 'expire', 'dismiss', 'approve'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];
/**
 * Every action a decision row may record, including those made by other routes: `suspend` and `lift` are sanctions on
 * a member (entity_type `user`), and `uphold` rejects an appeal (the appealed decision stands). The public log and the audit show all of them.
 */
export const ALL_DECISION_ACTIONS = [...DECISION_ACTIONS, 'suspend', 'lift', 'uphold'] as const;
export type AnyDecisionAction = (typeof ALL_DECISION_ACTIONS)[number];
/** What a decision row may be about: content, or a member's account (sanctions). */
export type DecisionEntityType = ModeratedEntityType | 'user';
/** Decisions the member must be told the reasons for (DSA Art. 17): they take the content down or end it. */
export const ACTIONS_NEEDING_REASON = ['hide', 'expire'] as const satisfies readonly DecisionAction[];

export const DECISION_REASON_MAX = 2000;
/** Days after a decision in which its member may appeal it. */
export const APPEAL_DAYS = 14;

const ReasonText = v.pipe(
  v.string('reason must be text'),
  v.trim(),
  v.maxLength(DECISION_REASON_MAX, `reason must be at most ${DECISION_REASON_MAX} characters long`),
  plainText(),
);

/** POST /api/moderation/decisions. Hide and expire tell the member why, so they need a reason; only deals expire. */
export const DecisionBodySchema = v.pipe(
  v.object({
    entity_type: v.picklist(MODERATED_ENTITY_TYPES, 'entity_type must be deal or comment'),
    entity_id: EntityId,
    action: v.picklist(DECISION_ACTIONS, `action must be one of ${DECISION_ACTIONS.join(', ')}`),
    reason: v.optional(ReasonText, ''),
    rule: v.optional(v.nullable(v.picklist(PUBLICATION_RULES, `rule must be one of ${PUBLICATION_RULES.join(', ')}`))),
  }),
  v.check(
    (body) => !(ACTIONS_NEEDING_REASON as readonly string[]).includes(body.action) || body.reason !== '',
    'reason: a hide or expire decision needs the reason the member reads',
  ),
  v.check((body) => body.action !== 'expire' || body.entity_type === 'deal', 'action: only a deal can expire'),
);
export type DecisionBody = v.InferInput<typeof DecisionBodySchema>;

export interface Decision {
  id: number;
  entity_type: DecisionEntityType;
  entity_id: number;
  action: AnyDecisionAction;
  reason: string;
  rule: PublicationRule | null;
  automated: boolean;
  decided_at: string;
  /** How many open reports of the item the decision closed. */
  reports_closed: number;
}

/**
 * What the author of hidden or held content reads on it (GET /api/deals/{id} and the comment lists answer it only to
 * them and to operators). `held` waits for a moderator (pre-moderation of a new account, or a review word): no reason
 * yet and nothing to appeal, so `appeal` is null; `decided_at` is when it was held.
 */
export interface ModerationState {
  state: 'hidden' | 'held';
  reason: string;
  rule: PublicationRule | null;
  decided_at: string;
  /**
   * `open`: the author may still appeal (within APPEAL_DAYS, and no appeal of this decision yet); `pending`: their
   * appeal waits for an operator. Null while held.
   */
  appeal: { open: boolean; until: string; pending: boolean } | null;
}

/* ───────────── Reports queue ───────────── */

export const ReportsQueueQuerySchema = v.object({
  page: PaginationQuery.page,
  per_page: PaginationQuery.per_page,
  reason: v.optional(v.picklist(REPORT_REASONS, `reason must be one of ${REPORT_REASONS.join(', ')}`)),
  entity_type: v.optional(v.picklist(MODERATED_ENTITY_TYPES, 'entity_type must be deal or comment')),
});
export type ReportsQueueQuery = v.InferOutput<typeof ReportsQueueQuerySchema>;

export interface QueueItemSummary {
  /** The deal's title, or the start of the comment. */
  text: string;
  author: Pick<UserSummary, 'id' | 'username'>;
  /** The app path that shows the item (a comment's is its deal page). */
  url: string;
  hidden: boolean;
}

/** One reported item of GET /api/moderation/reports: its open reports, counted per reason. */
export interface QueueItem {
  entity_type: ModeratedEntityType;
  entity_id: number;
  reports_count: number;
  reasons: Partial<Record<ReportReason, number>>;
  first_reported_at: string;
  item: QueueItemSummary;
}
export type ReportsQueue = ListResponse<QueueItem>;

/* ───────────── Audit ───────────── */

export const AuditQuerySchema = v.object({
  page: PaginationQuery.page,
  per_page: v.optional(QueryInt(1, 100, 'per_page'), '30'),
});

export interface AuditEntry {
  id: number;
  actor: { id: number | null; role: OperatorRole };
  action: string;
  entity_type: string;
  entity_id: number;
  before: unknown;
  after: unknown;
  created_at: string;
}
export type AuditLog = ListResponse<AuditEntry>;

/* ───────────── Notices (inbox) ───────────── */

/**
 * Inbox triggers of moderation: the statement of reasons to the author of hidden content or of a deal a moderator
 * expired (DSA Art. 17), and the outcome of a report to its reporter (Art. 16).
 */
export const MODERATION_INBOX_TRIGGERS = [
  'moderation_hidden',
  'moderation_expired',
  'report_outcome',
  /** A moderator approved held content, or it was restored: it is public now. */
  'moderation_approved',
  /** Statement of reasons for a suspension (sanction) or its lifting. */
  'moderation_suspended',
  'moderation_lifted',
  /** The outcome of the member's appeal, with the reason the deciding operator wrote. */
  'appeal_outcome',
  /** A prize request was accepted or rejected (a rejection carries `rejection_reason` and the points came back). */
  'prize_outcome',
] as const;
export type ModerationInboxTrigger = (typeof MODERATION_INBOX_TRIGGERS)[number];

/** What an inbox item about a moderation decision carries: the statement of reasons, or a reporter's outcome. */
export interface ModerationNotice {
  decision_id: number;
  entity_type: DecisionEntityType;
  entity_id: number;
  action: AnyDecisionAction;
  reason: string;
  rule: PublicationRule | null;
  automated: boolean;
  decided_at: string;
  /** For the author of hidden or expired content: until when and where to appeal. Null on a reporter's notice. */
  appeal: { until: string; url: string } | null;
}

/* ───────────── Public log ───────────── */

export const PublicLogQuerySchema = v.object({
  page: PaginationQuery.page,
  per_page: PaginationQuery.per_page,
});

/**
 * One decision in the public moderation log (GET /api/moderation/log): what was decided on which item, the rule and
 * the reason as the member was told them, and who decided by role only; never a reporter or any account.
 */
export interface PublicLogEntry {
  id: number;
  decided_at: string;
  action: AnyDecisionAction;
  entity_type: DecisionEntityType;
  /** Null for a sanction: the log never names the account. */
  entity_id: number | null;
  /** The item's app path while it is visible to everyone; null once hidden or removed. */
  url: string | null;
  rule: PublicationRule | null;
  reason: string;
  decided_by: OperatorRole;
  automated: boolean;
}

/** Decisions per month (Europe/Warsaw), newest month first: a start on the DSA's transparency reporting. */
export interface MonthlyDecisionCounts {
  month: string;
  counts: Partial<Record<AnyDecisionAction, number>>;
}

export type PublicLog = ListResponse<PublicLogEntry> & { monthly: MonthlyDecisionCounts[] };
