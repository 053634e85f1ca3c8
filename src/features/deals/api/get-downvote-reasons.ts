import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { dealKeys } from '@/domain/query-keys';
import type { DownvoteReason } from '@/shared/standing';

/** How many down-votes gave each reason; a reason nobody gave may be missing. */
export type DownvoteReasonCounts = Partial<Record<DownvoteReason, number>>;

export function getDownvoteReasons(dealId: number, signal?: AbortSignal): Promise<DownvoteReasonCounts> {
  return apiGet<{ data: DownvoteReasonCounts }>(`deals/${dealId}/downvote-reasons`, undefined, signal).then(({ data }) => data);
}

export const downvoteReasonsQueryOptions = (dealId: number) =>
  queryOptions({
    queryKey: dealKeys.downvoteReasons(dealId),
    queryFn: ({ signal }) => getDownvoteReasons(dealId, signal),
  });

/** The reasons of a deal's down-votes, asked only for its author (anyone else gets a 403, so nobody else asks). */
export function useDownvoteReasons(dealId: number, isAuthor: boolean) {
  return useQuery({ ...downvoteReasonsQueryOptions(dealId), enabled: isAuthor });
}
