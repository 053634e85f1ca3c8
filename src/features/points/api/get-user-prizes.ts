import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { ListResponse } from '@/shared/schemas/common';
import type { UserPrize } from '@/shared/schemas/rewards';
import { POINTS_PAGE_SIZE } from './get-points-history';
import { pointsKeys } from '@/domain/query-keys';

export function getUserPrizes(page: number, signal?: AbortSignal): Promise<ListResponse<UserPrize>> {
  return apiGet<ListResponse<UserPrize>>('prizes/', { page, per_page: POINTS_PAGE_SIZE }, signal);
}

export const userPrizesQueryOptions = (page: number) =>
  queryOptions({ queryKey: pointsKeys.userPrizesPage(page), queryFn: ({ signal }) => getUserPrizes(page, signal) });

/** One page of the caller's prize requests, newest first (GET /api/prizes/). */
export function useUserPrizes(page: number) {
  return useQuery(userPrizesQueryOptions(page));
}
