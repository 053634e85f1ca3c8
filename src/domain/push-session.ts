import { clearAppBadge } from '@/lib/app-badge';
import { subscribeSignedInChange } from './session';

/**
 * However the session ends (a sign-out here or in another tab, a refused refresh), this device stops showing
 * the account's notifications and its unread count on the app icon. A sign-out started in this tab has also told the
 * server (`signOut`); here the server can no longer be asked, but the browser can stop receiving. Returns the teardown.
 */
export function stopDeviceNotificationsOnSignOut(): () => void {
  return subscribeSignedInChange((signedIn) => {
    if (signedIn) return;
    clearAppBadge();
    // Loaded only now: a guest's visit never needs the push code. Unloadable offline, the subscription lapses.
    void import('./web-push').then(
      (push) => push.forgetPushDeviceLocally(),
      () => undefined,
    );
  });
}
