import * as v from 'valibot';
import { isKnownCategory } from '../categories';
import { REPORT_DESCRIPTION_MAX, REPORT_DESCRIPTION_MIN, REPORT_REASONS, type ReportReason } from '../constants';
import { DOWNVOTE_REASONS, type DownvoteReason } from '../standing';
import { plainText, VALIDATION_MESSAGES } from '../validation';
import { EntityId, IdParam, PaginationQuery, QueryList } from './common';

const M = VALIDATION_MESSAGES;

/** POST /api/deals/{id}/like and /api/deals/{id}/comment/{commentId}/like: up (true) or down (false); the same direction again clears it. */
export const VoteBodySchema = v.object({ like: v.boolean('like must be true or false') });
export type VoteBody = v.InferInput<typeof VoteBodySchema>;

/**
 * POST /api/deals/{id}/like: a down-vote (`like: false`) may say why (DOWNVOTE_REASONS, never required); its author
 * sees the counts. A reason with an up-vote is refused rather than silently dropped.
 */
export const DealVoteBodySchema = v.pipe(
  v.object({
    like: v.boolean('like must be true or false'),
    reason: v.optional(v.nullable(v.picklist(DOWNVOTE_REASONS, `reason must be one of ${DOWNVOTE_REASONS.join(', ')}`))),
  }),
  v.check((body) => !body.like || body.reason == null, 'reason: only a down-vote (like: false) has a reason'),
);
export type DealVoteBody = v.InferInput<typeof DealVoteBodySchema>;

/** GET /api/deals/{id}/downvote-reasons (the deal's author only): how many current down-votes gave each reason. */
export interface DownvoteReasonCounts {
  data: Record<DownvoteReason, number>;
}

/** Answer of both like routes: the entity's new total and the caller's vote after this request (0 = none). */
export interface VoteResult {
  entity_id: number;
  votes_count: number;
  vote_value: -1 | 0 | 1;
}

/** Answer of POST /api/deals/{id}/favourite (a toggle). */
export interface FavouriteResult {
  entity_id: number;
  is_favourite: boolean;
}

/** GET /api/deals/votes-status?id=1,2,3&entity_type=deal */
export const VotesStatusQuerySchema = v.object({
  id: v.pipe(
    QueryList('id', 100),
    v.check((ids) => ids.every((id) => /^[1-9]\d{0,9}$/.test(id)), 'id must list positive whole numbers'),
    v.transform((ids) => ids.map(Number)),
  ),
  entity_type: v.optional(v.picklist(['deal', 'comment'], 'entity_type must be deal or comment'), 'deal'),
});
/** Only the entities the caller voted on are listed. */
export interface VotesStatus {
  data: { entity_id: number; vote_value: -1 | 1 }[];
}

/** GET /api/deals/favourites-status?id=1,2,3 */
export const FavouritesStatusQuerySchema = v.object({ id: VotesStatusQuerySchema.entries.id });
/** Only the saved ones are listed. */
export interface FavouritesStatus {
  data: { entity_id: number }[];
}

/** GET /api/deals/favourites: the caller's saved deals, newest save first, in the deal list shape. */
export const FavouritesQuerySchema = v.object({
  market_id: PaginationQuery.market_id,
  page: PaginationQuery.page,
  per_page: PaginationQuery.per_page,
  categories: v.optional(
    v.pipe(
      QueryList('categories'),
      v.check((list) => list.every(isKnownCategory), 'categories contains an unknown category'),
    ),
  ),
});

export const COMMENT_MAX = 2000;

/** POST /api/deals/{id}/comment. A reply names its parent; thread_id is derived by the server when omitted. */
export const CommentBodySchema = v.object({
  content: v.pipe(
    v.string(M.commentRequired),
    v.trim(),
    v.nonEmpty(M.commentRequired),
    v.maxLength(COMMENT_MAX, M.commentMax),
    plainText(),
  ),
  parent_id: v.optional(v.nullable(EntityId)),
  thread_id: v.optional(v.nullable(EntityId)),
});
export type CommentBody = v.InferInput<typeof CommentBodySchema>;

/** `:id` and `:commentId` of the comment routes. */
export const CommentParamSchema = v.object({ id: IdParam, commentId: IdParam });

/** Defined in constants.ts (route search params use them without these schemas); here too for this module's users. */
export { REPORT_REASONS, type ReportReason };
/** The comment report form offers only these of the report reasons. */
export const COMMENT_REPORT_REASONS = ['spam', 'offensive', 'self_promotion', 'other'] as const satisfies readonly ReportReason[];

/** POST /api/reports/ */
export const ReportBodySchema = v.object({
  entity_id: EntityId,
  entity_type: v.picklist(['deal', 'comment'], 'entity_type must be deal or comment'),
  reason: v.picklist(REPORT_REASONS, M.reasonRequired),
  description: v.pipe(
    v.string(M.reportDescriptionRequired),
    v.trim(),
    v.nonEmpty(M.reportDescriptionRequired),
    v.minLength(REPORT_DESCRIPTION_MIN, M.reportDescriptionLength),
    v.maxLength(REPORT_DESCRIPTION_MAX, M.reportDescriptionLength),
    plainText(),
  ),
});
export type ReportBody = v.InferInput<typeof ReportBodySchema>;

/** The deal page's report button: it reports the deal as expired. */
export const EXPIRED_REPORT = { reason: 'expired', description: 'deal is expired' } as const satisfies Pick<
  ReportBody,
  'reason' | 'description'
>;

/** https only, so a submitted link never sends a member to an unencrypted page. */
export const DealUrlField = v.pipe(
  v.string(M.linkRequired),
  v.trim(),
  v.nonEmpty(M.linkRequired),
  v.maxLength(2048, M.linkInvalid),
  v.url(M.linkInvalid),
  v.startsWith('https://', M.linkInvalid),
  plainText(M.linkInvalid),
);
