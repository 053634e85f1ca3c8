import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { inboxKeys } from '@/domain/query-keys';
import type { NotificationSettings, NotificationSettingsBody } from '@/shared/schemas/push';

/** PUT /api/users/notification-settings: the whole settings; answers them as saved. */
export function updateNotificationSettings(body: NotificationSettingsBody): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('users/notification-settings', { method: 'PUT', body });
}

/** Saves the settings and puts the server's answer in the cache, so the form shows what was stored. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(inboxKeys.notificationSettings(), saved),
  });
}
