import { useEffect } from 'react';
import { showAppBadge } from '@/lib/app-badge';
import { useIsSignedIn } from '@/domain/session';
import { useLocale } from '@/lib/use-locale';
import { useUnreadCount } from '../api/get-unread-count';

/**
 * Keeps this device's notification state in step with the app, once in the app chrome (renders nothing): the
 * installed app's icon shows the unread inbox count (the service worker sets it too, when a push arrives), and the
 * stored push subscription follows the app's language and the browser's current subscription. Signed-in only: the count is undefined for a guest, and sign-out
 * clears the badge (app/App.tsx).
 */
export function DeviceNotificationsSync() {
  const unread = useUnreadCount();
  const signedIn = useIsSignedIn();
  const locale = useLocale();

  useEffect(() => {
    if (unread !== undefined) showAppBadge(unread);
  }, [unread]);

  useEffect(() => {
    // The push code comes with a signed-in start, not with a guest's visit; unloadable offline, it waits for the next.
    if (signedIn)
      void import('../lib/push-device').then(
        (push) => push.syncPushDevice(locale),
        () => undefined,
      );
  }, [signedIn, locale]);

  return null;
}
