import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigKey } from '@/lib/query-keys';
import { apiGet } from '@/lib/http';
import type { AppConfig } from '@/shared/schemas/config';

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiGet<AppConfig>('config', undefined, signal);
}

/** Deployment settings (which social sign-ins are on) change only with a restart: one fetch per page view. */
export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: appConfigKey, queryFn: ({ signal }) => getAppConfig(signal), staleTime: Infinity });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
