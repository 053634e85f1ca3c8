import * as v from 'valibot';
import { APPEAL_STATUSES } from '@/shared/constants';

const Page = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1);

/** /moderation/appeals: the status tab (open first) and the page; anything invalid falls back (§4). */
export const AppealsSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(APPEAL_STATUSES), 'open'), 'open'),
  page: Page,
});
export const APPEALS_SEARCH_DEFAULTS = { status: 'open', page: 1 } as const;

/** The member lookup's text as typed (the API wants 2–100 characters once trimmed; shorter asks for nothing). */
export const MEMBER_QUERY_MIN = 2;
export const MEMBER_QUERY_MAX = 100;

/** /moderation/members?q=: the search survives a reload and can be shared with another operator. */
export const MembersSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(MEMBER_QUERY_MAX)), ''), ''),
  page: Page,
});
export const MEMBERS_SEARCH_DEFAULTS = { q: '', page: 1 } as const;

export const AuditSearchSchema = v.object({ page: Page });
export const AUDIT_SEARCH_DEFAULTS = { page: 1 } as const;

/** The text the API is asked about: trimmed, and only once it is long enough to mean something. */
export function memberQuery(typed: string): string | null {
  const q = typed.trim();
  return q.length >= MEMBER_QUERY_MIN ? q : null;
}
