import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DOWNVOTE_REASONS, type DownvoteReason } from '@/shared/standing';
import type { DownvoteReasonCounts } from '../api/get-downvote-reasons';

/** Names of the down-vote reasons, on the picker's chips and in the author's summary. */
export const DOWNVOTE_REASON_LABELS: Record<DownvoteReason, MessageDescriptor> = {
  overpriced: msg`Overpriced`,
  unavailable: msg`Unavailable`,
  not_a_deal: msg`Not a deal`,
  spam: msg`Spam`,
  other: msg`Other`,
};

/** The reasons someone gave, most given first (ties in the picker's order). */
export function givenReasons(counts: DownvoteReasonCounts): { reason: DownvoteReason; count: number }[] {
  return DOWNVOTE_REASONS.map((reason) => ({ reason, count: counts[reason] ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
}
