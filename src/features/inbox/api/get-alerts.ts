import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { ListResponse } from '@/shared/schemas/common';
import type { KeywordAlert } from '@/shared/schemas/rewards';
import { inboxKeys } from '@/domain/query-keys';

export function getAlerts(signal?: AbortSignal): Promise<ListResponse<KeywordAlert>> {
  return apiGet<ListResponse<KeywordAlert>>('users/alerts', undefined, signal);
}

export const alertsQueryOptions = () => queryOptions({ queryKey: inboxKeys.alerts(), queryFn: ({ signal }) => getAlerts(signal) });

/** The caller's keyword alerts, oldest first (the order they were added in). */
export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
