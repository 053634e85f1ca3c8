import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigKey } from './query-keys';
import { apiGet } from '@/lib/http';
import type { AppConfig } from '@/shared/schemas/config';

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiGet<AppConfig>('config', undefined, signal);
}

/**
 * Deployment settings (which social sign-ins are on, the Web Push key) change only with a restart: one fetch per page
 * view. Shared here because sign-in and the alerts page's notifications both read it.
 */
export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: appConfigKey, queryFn: ({ signal }) => getAppConfig(signal), staleTime: Infinity });

/** `enabled` false waits with the fetch until the settings are needed (a menu that may offer a provider opens). */
export function useAppConfig(enabled = true) {
  return useQuery({ ...appConfigQueryOptions(), enabled });
}
