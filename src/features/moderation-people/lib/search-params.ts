import { oneOf, pageNumber, searchSchema, textUpTo } from '@/lib/search-schema';
import { APPEAL_STATUSES } from '@/shared/constants';

/** /moderation/appeals: the status tab (open first) and the page; anything invalid falls back. */
export const AppealsSearchSchema = searchSchema({
  status: oneOf(APPEAL_STATUSES, 'open'),
  page: pageNumber(),
});
export const APPEALS_SEARCH_DEFAULTS = { status: 'open', page: 1 } as const;

/** The member lookup's text as typed (the API wants 2–100 characters once trimmed; shorter asks for nothing). */
export const MEMBER_QUERY_MIN = 2;
export const MEMBER_QUERY_MAX = 100;

/** /moderation/members?q=: the search survives a reload and can be shared with another operator. */
export const MembersSearchSchema = searchSchema({
  q: textUpTo(MEMBER_QUERY_MAX, ''),
  page: pageNumber(),
});
export const MEMBERS_SEARCH_DEFAULTS = { q: '', page: 1 } as const;

export const AuditSearchSchema = searchSchema({ page: pageNumber() });
export const AUDIT_SEARCH_DEFAULTS = { page: 1 } as const;

/** The text the API is asked about: trimmed, and only once it is long enough to mean something. */
export function memberQuery(typed: string): string | null {
  const q = typed.trim();
  return q.length >= MEMBER_QUERY_MIN ? q : null;
}
