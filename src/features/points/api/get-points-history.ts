import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { PointsHistoryResponse } from '@/shared/schemas/rewards';
import { pointsKeys } from '@/domain/query-keys';

/** Entries per page of the points history and the prize requests. */
export const POINTS_PAGE_SIZE = 20;

export function getPointsHistory(page: number, signal?: AbortSignal): Promise<PointsHistoryResponse> {
  return apiGet<PointsHistoryResponse>('prizes/points-history', { page, per_page: POINTS_PAGE_SIZE }, signal);
}

export const pointsHistoryQueryOptions = (page: number) =>
  queryOptions({ queryKey: pointsKeys.historyPage(page), queryFn: ({ signal }) => getPointsHistory(page, signal) });

/** One page of the caller's points ledger, newest first; metadata.balance is the current balance. */
export function usePointsHistory(page: number, enabled = true) {
  return useQuery({ ...pointsHistoryQueryOptions(page), enabled });
}
