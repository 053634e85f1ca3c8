import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writePushRecord } from '@/domain/web-push';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { renderApp } from '../../app/render-app';
import { ENDPOINT, installFakePush, removeFakePush } from '../../fake-push';
import { i18n } from '../../render';
import { makeUser, mockApi, signIn } from './helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => removeFakePush());

describe('logging out on a device with notifications on', { timeout: 20_000 }, () => {
  it('removes the device’s push subscription on the server first, unsubscribes the browser, then logs out', async () => {
    signIn();
    const push = installFakePush({ permission: 'granted', subscribed: true });
    const subscription = push.subscription();
    writePushRecord({ endpoint: ENDPOINT, locale: 'en' });
    const api = mockApi({
      'GET users': () => Response.json(makeUser()),
      'DELETE users/push-subscriptions': () => new Response(null, { status: 204 }),
      'DELETE auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const router = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const writes = api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual(['DELETE users/push-subscriptions', 'DELETE auth/logout']);
    expect(api.requests('DELETE', 'users/push-subscriptions')[0]?.body).toEqual({ endpoint: ENDPOINT });
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(push.subscription()).toBeNull();
  });
});
