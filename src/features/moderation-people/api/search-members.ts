import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { moderationPeopleKeys } from '@/domain/moderation-keys';
import type { MemberSearchResult } from '@/shared/schemas/moderation-appeals';

export interface MemberSearchParams {
  q: string;
  page: number;
}

export function searchMembers(params: MemberSearchParams, signal?: AbortSignal): Promise<MemberSearchResult> {
  return apiGet<MemberSearchResult>('moderation/users', { q: params.q, page: params.page }, signal);
}

export const memberSearchQueryOptions = (params: MemberSearchParams) =>
  queryOptions({
    queryKey: moderationPeopleKeys.membersSearch(params),
    queryFn: ({ signal }) => searchMembers(params, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/moderation/users?q= (operators); asked only once `enabled` (the query is long enough). */
export function useMemberSearch(params: MemberSearchParams, enabled: boolean) {
  return useQuery({ ...memberSearchQueryOptions(params), enabled });
}
