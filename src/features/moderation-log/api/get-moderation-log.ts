import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { moderationLogKeys } from '@/domain/query-keys';
import type { PublicLog } from '@/shared/schemas/moderation';

export const MODERATION_LOG_PER_PAGE = 30;

export function getModerationLog(page: number, signal?: AbortSignal): Promise<PublicLog> {
  return apiGet<PublicLog>('moderation/log', { page, per_page: MODERATION_LOG_PER_PAGE }, signal);
}

export const moderationLogQueryOptions = (page: number) =>
  queryOptions({ queryKey: moderationLogKeys.page(page), queryFn: ({ signal }) => getModerationLog(page, signal) });

/** The page of the log; the previous page stays (dimmed) while the next one loads. */
export function useModerationLog(page: number) {
  return useQuery({ ...moderationLogQueryOptions(page), placeholderData: keepPreviousData });
}
