import { oneOf, pageNumber, searchSchema, type SearchOutput } from '@/lib/search-schema';
import { MODERATED_ENTITY_TYPES, REPORT_REASONS, type ModeratedEntityType, type ReportReason } from '@/shared/constants';

/** Items per page of the console's lists: a screenful to work through on a desktop. */
export const CONSOLE_PAGE_SIZE = 20;

const TypeParam = oneOf(MODERATED_ENTITY_TYPES, undefined);

/** `/moderation` search params: an unknown reason or type shows everything rather than an error. */
export const QueueSearchSchema = searchSchema({
  page: pageNumber(),
  reason: oneOf(REPORT_REASONS, undefined),
  type: TypeParam,
});
export type QueueSearch = SearchOutput<typeof QueueSearchSchema>;

/** `/moderation/held` search params. */
export const HeldSearchSchema = searchSchema({ page: pageNumber(), type: TypeParam });
export type HeldSearch = SearchOutput<typeof HeldSearchSchema>;

export interface QueueParams {
  page: number;
  per_page: number;
  reason?: ReportReason;
  entity_type?: ModeratedEntityType;
}

export interface HeldParams {
  page: number;
  per_page: number;
  entity_type?: ModeratedEntityType;
}

/** What the queue asks the API for; filters left out when not set, so one key serves the unfiltered queue. */
export function queueParams({ page, reason, type }: QueueSearch): QueueParams {
  return { page, per_page: CONSOLE_PAGE_SIZE, ...(reason ? { reason } : {}), ...(type ? { entity_type: type } : {}) };
}

export function heldParams({ page, type }: HeldSearch): HeldParams {
  return { page, per_page: CONSOLE_PAGE_SIZE, ...(type ? { entity_type: type } : {}) };
}

/** The deal an item's app path opens (a comment's path is its deal's, with the comment's anchor). */
export function itemLink(url: string): { dealId: string; hash: string | undefined } | null {
  const match = /^\/deals\/(\d+)(?:\/[^#]*)?(?:#(.+))?$/.exec(url);
  if (!match?.[1]) return null;
  return { dealId: match[1], hash: match[2] };
}
