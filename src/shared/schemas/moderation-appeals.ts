import * as v from 'valibot';
import type { ListResponse } from './common';
import { EntityId, PaginationQuery } from './common';
import type { Decision, DecisionEntityType, OperatorRole, QueueItemSummary, Role } from './moderation';
import { DECISION_REASON_MAX } from './moderation';
import { APPEAL_STATUSES, type AppealStatus } from '../constants';
import type { Standing } from '../standing';
import { plainText } from '../validation';

/*
 * Appeals (DSA Art. 20) and sanctions. An appeal is about the latest hide, expire or suspend decision on
 * the member's own deal, comment or account; another operator than the one who made that decision decides it.
 */

export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;

const Reason = v.pipe(
  v.string('reason must be text'),
  v.trim(),
  v.nonEmpty('reason: the member reads why, so it cannot be empty'),
  v.maxLength(DECISION_REASON_MAX, `reason must be at most ${DECISION_REASON_MAX} characters long`),
  plainText(),
);

/**
 * POST /api/moderation/appeals (any signed-in member, suspended ones too) → 201 Appeal. `entity_type: 'user'` with the
 * member's own id appeals their suspension. 404 for content that is not the caller's or was never decided; 409
 * Conflict when an appeal of that decision already exists; 422 ValidationError once APPEAL_DAYS have passed.
 */
export const AppealBodySchema = v.object({
  entity_type: v.picklist(['deal', 'comment', 'user'], 'entity_type must be deal, comment or user'),
  entity_id: EntityId,
  text: v.pipe(
    v.string('text must be text'),
    v.trim(),
    v.minLength(APPEAL_TEXT_MIN, `text must be at least ${APPEAL_TEXT_MIN} characters long`),
    v.maxLength(APPEAL_TEXT_MAX, `text must be at most ${APPEAL_TEXT_MAX} characters long`),
    plainText(),
  ),
});
export type AppealBody = v.InferInput<typeof AppealBodySchema>;

/** Defined in constants.ts (route search params use them without these schemas); here too for this module's users. */
export { APPEAL_STATUSES, type AppealStatus };

export interface Appeal {
  id: number;
  entity_type: DecisionEntityType;
  entity_id: number;
  text: string;
  status: AppealStatus;
  created_at: string;
  /** The decision appealed against. */
  decision: Decision;
  /** The decision that closed the appeal (restore/lift when granted, uphold when rejected); null while open. */
  outcome: Decision | null;
}

/** One appeal in the operators' list: who appealed, the item, and whether the caller made the appealed decision. */
export interface AppealForOperator extends Appeal {
  author: { id: number; username: string };
  /** For content: its summary; for a suspension: the account's username as text and its profile path. */
  item: QueueItemSummary;
  /** True when the caller made the appealed decision: they may not decide this appeal (403). */
  decided_by_me: boolean;
}

/** GET /api/moderation/appeals?status=open|granted|rejected (operators), oldest first for open, newest first else. */
export const AppealsQuerySchema = v.object({
  page: PaginationQuery.page,
  per_page: PaginationQuery.per_page,
  status: v.optional(v.picklist(APPEAL_STATUSES, `status must be one of ${APPEAL_STATUSES.join(', ')}`), 'open'),
});
export type AppealsQuery = v.InferOutput<typeof AppealsQuerySchema>;
export type AppealsList = ListResponse<AppealForOperator>;

/**
 * POST /api/moderation/appeals/{id} (operators; 403 Forbidden for the operator who made the appealed decision, 409
 * once decided) → 200 AppealForOperator. Granting restores the content or lifts the suspension; the member reads the
 * reason in their inbox (`appeal_outcome`).
 */
export const AppealDecisionBodySchema = v.object({
  outcome: v.picklist(['granted', 'rejected'], 'outcome must be granted or rejected'),
  reason: Reason,
});
export type AppealDecisionBody = v.InferInput<typeof AppealDecisionBodySchema>;

/* ───────────── Sanctions ───────────── */

export const SANCTION_DAYS_MAX = 3650;

/**
 * POST /api/moderation/sanctions (operators; an operator cannot be suspended: 403) → 201 Decision (entity_type user,
 * action suspend). A new sanction replaces a running one. The member gets the statement of reasons.
 */
export const SanctionBodySchema = v.object({
  user_id: EntityId,
  days: v.pipe(
    v.number('days must be a number'),
    v.integer('days must be a whole number'),
    v.minValue(1, 'days must be at least 1'),
    v.maxValue(SANCTION_DAYS_MAX, `days must be at most ${SANCTION_DAYS_MAX}`),
  ),
  reason: Reason,
  rule: v.optional(v.nullable(v.string())),
});
export type SanctionBody = v.InferInput<typeof SanctionBodySchema>;

/** POST /api/moderation/sanctions/{user_id}/lift (operators) → 201 Decision (action lift); 409 when not suspended. */
export const LiftSanctionBodySchema = v.object({ reason: Reason });
export type LiftSanctionBody = v.InferInput<typeof LiftSanctionBodySchema>;

/** A running suspension as its member sees it (GET /api/users/ answers `suspension`, null when none). */
export interface Suspension {
  until: string;
  reason: string;
  decided_at: string;
  decision_id: number;
  appeal: { open: boolean; until: string; pending: boolean };
}

/* ───────────── Members (operators' lookup) ───────────── */

/** GET /api/moderation/users?q= (operators): find members by part of the username or e-mail (2–100 characters). */
export const MemberSearchQuerySchema = v.object({
  q: v.pipe(v.string('q must be text'), v.trim(), v.minLength(2, 'q must be at least 2 characters long'), v.maxLength(100)),
  page: PaginationQuery.page,
  per_page: PaginationQuery.per_page,
});
export type MemberSearchQuery = v.InferOutput<typeof MemberSearchQuerySchema>;

export interface MemberForOperator {
  id: number;
  username: string;
  /** Operators need it to find an account a member wrote about; never shown outside /moderation. */
  email: string;
  role: Role;
  level: Standing;
  created_at: string;
  suspended_until: string | null;
  _count: { deals: number; comments: number; reports_against: number; decisions_against: number };
}
export type MemberSearchResult = ListResponse<MemberForOperator>;

/** Who decided, as the audit and appeals show it to operators. */
export interface OperatorRef {
  id: number | null;
  role: OperatorRole;
}
