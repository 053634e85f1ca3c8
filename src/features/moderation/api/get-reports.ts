import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { moderationKeys } from '@/domain/moderation-keys';
import type { ReportsQueue } from '@/shared/schemas/moderation';
import type { QueueParams } from '../lib/queue-params';

/** GET /api/moderation/reports: open reports grouped per item, oldest first (operators only). */
export function getReportsQueue(params: QueueParams, signal?: AbortSignal): Promise<ReportsQueue> {
  return apiGet<ReportsQueue>('moderation/reports', { ...params }, signal);
}

export const reportsQueueQueryOptions = (params: QueueParams) =>
  queryOptions({
    queryKey: moderationKeys.reportsPage(params),
    queryFn: ({ signal }) => getReportsQueue(params, signal),
    // Another page or filter keeps the current one on screen, dimmed, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export function useReportsQueue(params: QueueParams) {
  return useQuery(reportsQueueQueryOptions(params));
}
