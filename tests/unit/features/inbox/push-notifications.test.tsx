import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsPage } from '@/features/inbox/components/AlertsPage';
import { getAlert, hideAlert } from '@/lib/alerts';
import { readPushRecord, writePushRecord } from '@/domain/web-push';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { AUTH, ENDPOINT, P256DH, VAPID_KEY_BYTES, VAPID_PUBLIC_KEY, installFakePush, removeFakePush } from '../../fake-push';
import { i18n, renderInRouter } from '../../render';
import { errorResponse, list, mockApi, signIn } from '../points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => {
  hideAlert();
  signIn();
});
afterEach(() => {
  removeFakePush();
  vi.restoreAllMocks();
});

const CONFIG = {
  market_id: 1,
  currency: 'PLN',
  providers: { facebook: { enabled: false, app_id: null }, apple: { enabled: false, client_id: null } },
  push: { vapid_public_key: VAPID_PUBLIC_KEY },
};

const noContent = () => new Response(null, { status: 204 });

function pushApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET users/alerts': () => list([]),
    'GET users/notification-settings': () => Response.json({ quiet_hours: null, email_digest: false, locale: 'pl' }),
    'GET config': () => Response.json(CONFIG),
    'POST users/push-subscriptions': noContent,
    'DELETE users/push-subscriptions': noContent,
    'POST users/push-subscriptions/test': () => Response.json({ queued: true }, { status: 202 }),
    ...routes,
  });
}

/** This browser already has notifications on for the signed-in account. */
function alreadyOn() {
  const push = installFakePush({ permission: 'granted', subscribed: true });
  writePushRecord({ endpoint: ENDPOINT, locale: 'en' });
  return push;
}

const deviceSwitch = () => screen.findByRole('switch', { name: 'Notifications on this device' });
const testButton = () => screen.getByRole('button', { name: 'Send a test notification' });

describe('notifications on this device', () => {
  it('asks for permission only when switched on, then subscribes with the VAPID key and stores the subscription with the language', async () => {
    const user = userEvent.setup();
    const push = installFakePush({ permission: 'default', answer: 'granted' });
    const api = pushApi();
    await renderInRouter(<AlertsPage />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(testButton()).toBeDisabled();
    expect(push.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Notifications are on for this device' }));
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledTimes(1);
    const options = push.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual(Array.from(VAPID_KEY_BYTES));
    expect(api.requests('POST', 'users/push-subscriptions').map((call) => call.body)).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH }, locale: 'en' },
    ]);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(testButton()).toBeEnabled();
  });

  it('explains how to unblock notifications when the browser denies them, and stores nothing', async () => {
    const user = userEvent.setup();
    const push = installFakePush({ permission: 'default', answer: 'denied' });
    const api = pushApi();
    await renderInRouter(<AlertsPage />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);

    expect(await screen.findByText('Your browser blocks notifications for this site')).toBeInTheDocument();
    expect(screen.getByText(/open the site settings .* set Notifications to “Allow”/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(api.requests('POST', 'users/push-subscriptions')).toHaveLength(0);
    expect(testButton()).toBeDisabled();
  });

  it('keeps the switch off and says so when the permission prompt is closed without an answer', async () => {
    const user = userEvent.setup();
    const push = installFakePush({ permission: 'default', answer: 'default' });
    const api = pushApi();
    await renderInRouter(<AlertsPage />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'info' }));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(api.requests('POST', 'users/push-subscriptions')).toHaveLength(0);
  });

  it('says when the server does not send to this browser’s push service, and stays off', async () => {
    const user = userEvent.setup();
    installFakePush({ permission: 'granted' });
    pushApi({ 'POST users/push-subscriptions': () => errorResponse(400, 'ValidationError') });
    await renderInRouter(<AlertsPage />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() =>
      expect(getAlert()).toMatchObject({
        type: 'danger',
        message: 'Okazje cannot send notifications to this browser. Try another browser.',
      }),
    );
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('shows an explanation instead of the switch where the browser has no push', async () => {
    pushApi();
    await renderInRouter(<AlertsPage />);
    expect(await screen.findByText(/This browser cannot show notifications from websites/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a test notification' })).not.toBeInTheDocument();
  });

  it('tells iPhone users in Safari to add the app to the home screen first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    pushApi();
    await renderInRouter(<AlertsPage />);
    expect(await screen.findByText(/On iPhone and iPad, notifications work in the app added to the home screen/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows a device that is already on as on, without asking for permission', async () => {
    const push = alreadyOn();
    pushApi();
    await renderInRouter(<AlertsPage />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(testButton()).toBeEnabled();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('shows off for a subscription this account never stored (an earlier session’s, or a failed save)', async () => {
    installFakePush({ permission: 'granted', subscribed: true });
    pushApi();
    await renderInRouter(<AlertsPage />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('switched off, forgets the device on the server and unsubscribes the browser', async () => {
    const user = userEvent.setup();
    const push = alreadyOn();
    const subscription = push.subscription();
    const api = pushApi();
    await renderInRouter(<AlertsPage />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await user.click(toggle);

    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Notifications are off on this device' }));
    expect(api.requests('DELETE', 'users/push-subscriptions').map((call) => call.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(readPushRecord()).toBeNull();
    expect(testButton()).toBeDisabled();
  });
});

describe('test notification', () => {
  it('asks the server to send one to this device', async () => {
    const user = userEvent.setup();
    alreadyOn();
    const api = pushApi();
    await renderInRouter(<AlertsPage />);
    await waitFor(() => expect(testButton()).toBeEnabled());
    await user.click(testButton());
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Sent — it should appear in a moment' }));
    expect(api.requests('POST', 'users/push-subscriptions/test').map((call) => call.body)).toEqual([{ endpoint: ENDPOINT }]);
  });

  it('registers the device again and retries once when the server does not know it', async () => {
    const user = userEvent.setup();
    alreadyOn();
    let known = false;
    const api = pushApi({
      'POST users/push-subscriptions': () => {
        known = true;
        return noContent();
      },
      'POST users/push-subscriptions/test': () =>
        known ? Response.json({ queued: true }, { status: 202 }) : errorResponse(404, 'NotFound'),
    });
    await renderInRouter(<AlertsPage />);
    await waitFor(() => expect(testButton()).toBeEnabled());
    await user.click(testButton());
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Sent — it should appear in a moment' }));
    expect(api.requests('POST', 'users/push-subscriptions/test')).toHaveLength(2);
    expect(api.requests('POST', 'users/push-subscriptions').map((call) => call.body)).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH }, locale: 'en' },
    ]);
  });

  it('tells the user when the device still is not registered after the retry', async () => {
    const user = userEvent.setup();
    alreadyOn();
    const api = pushApi({ 'POST users/push-subscriptions/test': () => errorResponse(404, 'NotFound') });
    await renderInRouter(<AlertsPage />);
    await waitFor(() => expect(testButton()).toBeEnabled());
    await user.click(testButton());
    await waitFor(() =>
      expect(getAlert()).toMatchObject({
        type: 'danger',
        message: 'The server could not register this device. Turn notifications off and on again.',
      }),
    );
    expect(api.requests('POST', 'users/push-subscriptions/test')).toHaveLength(2);
  });
});

describe('the notifications section', () => {
  it('sits on the alerts page under its own heading', async () => {
    pushApi();
    await renderInRouter(<AlertsPage />);
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(section).getByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(await within(section).findByRole('checkbox', { name: 'Quiet hours' })).toBeInTheDocument();
  });
});
