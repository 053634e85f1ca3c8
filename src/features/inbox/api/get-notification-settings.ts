import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { inboxKeys } from '@/domain/query-keys';
import type { NotificationSettings } from '@/shared/schemas/push';

export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiGet<NotificationSettings>('users/notification-settings', undefined, signal);
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: inboxKeys.notificationSettings(), queryFn: ({ signal }) => getNotificationSettings(signal) });

/** Quiet hours and the daily e-mail digest of the signed-in user. */
export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
