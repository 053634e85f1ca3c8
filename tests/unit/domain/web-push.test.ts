import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopDeviceNotificationsOnSignOut } from '@/domain/push-session';
import { clearTokens, signOut } from '@/domain/session';
import { SIGN_OUT_PUSH_BUDGET_MS, readPushRecord, vapidKeyBytes, writePushRecord } from '@/domain/web-push';
import {
  ENDPOINT,
  VAPID_KEY_BYTES,
  VAPID_PUBLIC_KEY,
  installFakeBadge,
  installFakePush,
  removeFakeBadge,
  removeFakePush,
} from '../fake-push';
import { mockApi, signIn } from '../api-stub';

afterEach(() => {
  removeFakePush();
  removeFakeBadge();
});

const noContent = () => new Response(null, { status: 204 });

describe('sign-out and this device’s push subscription', () => {
  it('removes the subscription on the server while the session can still authorise it, then unsubscribes and logs out', async () => {
    signIn();
    const push = installFakePush({ permission: 'granted', subscribed: true });
    const subscription = push.subscription();
    writePushRecord({ endpoint: ENDPOINT, locale: 'pl' });
    const api = mockApi({ 'DELETE users/push-subscriptions': noContent, 'DELETE auth/logout': noContent });

    await signOut();

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE users/push-subscriptions', 'DELETE auth/logout']);
    expect(api.calls[0]?.body).toEqual({ endpoint: ENDPOINT });
    const [, deleteInit] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(new Headers(deleteInit?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(push.subscription()).toBeNull();
    expect(readPushRecord()).toBeNull();
  });

  it('still signs out, unsubscribed, when the server cannot be told', async () => {
    signIn();
    const push = installFakePush({ permission: 'granted', subscribed: true });
    const api = mockApi({
      'DELETE users/push-subscriptions': () => Promise.reject(new TypeError('Failed to fetch')),
      'DELETE auth/logout': noContent,
    });
    await expect(signOut()).resolves.toBeUndefined();
    expect(push.subscription()).toBeNull();
    expect(api.requests('DELETE', 'auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('does not let a server that never answers hold the sign-out up for more than its budget', async () => {
    signIn();
    installFakePush({ permission: 'granted', subscribed: true });
    const api = mockApi({
      'DELETE users/push-subscriptions': () => new Promise<Response>(() => undefined),
      'DELETE auth/logout': noContent,
    });
    const started = performance.now();
    await signOut();
    expect(performance.now() - started).toBeLessThan(SIGN_OUT_PUSH_BUDGET_MS + 1_000);
    expect(api.requests('DELETE', 'auth/logout')).toHaveLength(1);
  });

  it('sends nothing about push from a browser without a subscription', async () => {
    signIn();
    installFakePush({ permission: 'granted' });
    const api = mockApi({ 'DELETE auth/logout': noContent });
    await signOut();
    expect(api.calls.map((call) => call.path)).toEqual(['auth/logout']);
  });

  it('unsubscribes and clears the app badge when the session ends elsewhere (another tab, a refused refresh)', async () => {
    signIn();
    const push = installFakePush({ permission: 'granted', subscribed: true });
    const badge = installFakeBadge();
    writePushRecord({ endpoint: ENDPOINT, locale: 'pl' });
    const api = mockApi({});
    const stop = stopDeviceNotificationsOnSignOut();
    try {
      clearTokens();
      await vi.waitFor(() => expect(push.subscription()).toBeNull());
      expect(badge.clearAppBadge).toHaveBeenCalled();
      expect(readPushRecord()).toBeNull();
      // The session is gone: the server cannot be asked any more.
      expect(api.calls).toHaveLength(0);
    } finally {
      stop();
    }
  });
});

describe('vapidKeyBytes', () => {
  it('decodes the base64url key of GET /api/config/ into the bytes PushManager.subscribe takes', () => {
    expect(Array.from(vapidKeyBytes(VAPID_PUBLIC_KEY))).toEqual(Array.from(VAPID_KEY_BYTES));
    expect(Array.from(vapidKeyBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(vapidKeyBytes('-_8='))).toEqual([0xfb, 0xff]);
  });
});
