import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeviceNotificationsSync } from '@/features/inbox/components/DeviceNotificationsSync';
import { readPushRecord, writePushRecord } from '@/domain/web-push';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { AUTH, ENDPOINT, P256DH, installFakeBadge, installFakePush, removeFakeBadge, removeFakePush } from '../../fake-push';
import { i18n, renderWithProviders } from '../../render';
import { list, mockApi, signIn } from '../points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => {
  removeFakeBadge();
  removeFakePush();
});

describe('the app icon badge', () => {
  it('shows the unread inbox count and clears it once everything is read', async () => {
    signIn();
    const badge = installFakeBadge();
    const api = mockApi({ 'GET inbox': () => list([], { unread_count: 4 }) });
    const { queryClient } = renderWithProviders(<DeviceNotificationsSync />);
    await waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(4));
    expect(badge.clearAppBadge).not.toHaveBeenCalled();

    api.routes['GET inbox'] = () => list([], { unread_count: 0 });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(badge.clearAppBadge).toHaveBeenCalled());
  });

  it('asks nothing and sets no badge for a guest', async () => {
    const badge = installFakeBadge();
    const api = mockApi({ 'GET inbox': () => list([], { unread_count: 4 }) });
    renderWithProviders(<DeviceNotificationsSync />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
    expect(badge.setAppBadge).not.toHaveBeenCalled();
  });

  it('is a no-op where the browser has no badge', async () => {
    signIn();
    const api = mockApi({ 'GET inbox': () => list([], { unread_count: 4 }) });
    renderWithProviders(<DeviceNotificationsSync />);
    await waitFor(() => expect(api.requests('GET', 'inbox')).toHaveLength(1));
  });
});

describe('the language of this device’s notifications', () => {
  it('follows the app: a subscription stored in Polish is stored again in English', async () => {
    signIn();
    installFakePush({ permission: 'granted', subscribed: true });
    writePushRecord({ endpoint: ENDPOINT, locale: 'pl' });
    const api = mockApi({
      'GET inbox': () => list([], { unread_count: 0 }),
      'POST users/push-subscriptions': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<DeviceNotificationsSync />);
    await waitFor(() => expect(readPushRecord()).toEqual({ endpoint: ENDPOINT, locale: 'en' }));
    expect(api.requests('POST', 'users/push-subscriptions').map((call) => call.body)).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH }, locale: 'en' },
    ]);
  });

  it('stores the browser’s new subscription when it replaced the one stored', async () => {
    signIn();
    installFakePush({ permission: 'granted', subscribed: true });
    writePushRecord({ endpoint: 'https://fcm.googleapis.com/fcm/send/rotated-away', locale: 'en' });
    const api = mockApi({
      'GET inbox': () => list([], { unread_count: 0 }),
      'POST users/push-subscriptions': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<DeviceNotificationsSync />);
    await waitFor(() => expect(readPushRecord()).toEqual({ endpoint: ENDPOINT, locale: 'en' }));
    expect(api.requests('POST', 'users/push-subscriptions').map((call) => (call.body as { endpoint: string }).endpoint)).toEqual([
      ENDPOINT,
    ]);
  });

  it('sends nothing when the language has not changed', async () => {
    signIn();
    installFakePush({ permission: 'granted', subscribed: true });
    writePushRecord({ endpoint: ENDPOINT, locale: 'en' });
    const api = mockApi({ 'GET inbox': () => list([], { unread_count: 0 }) });
    renderWithProviders(<DeviceNotificationsSync />);
    await waitFor(() => expect(api.requests('GET', 'inbox')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests('POST', 'users/push-subscriptions')).toHaveLength(0);
  });
});
