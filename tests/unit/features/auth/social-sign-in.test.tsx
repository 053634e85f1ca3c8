import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLE_SDK_URL } from '@/features/auth/lib/apple-sdk';
import { FACEBOOK_SDK_URL } from '@/features/auth/lib/facebook-sdk';
import { getRefreshToken } from '@/domain/session';
import type { AppConfig } from '@/shared/schemas/config';
import { renderApp } from '../../app/render-app';
import { apiError, fakeApi, type FakeHandler } from './fake-api';
import { englishAndCleanStatePerTest } from './setup-english';

englishAndCleanStatePerTest();

type SdkWindow = Window & { FB?: unknown; AppleID?: unknown };

// Like a browser tab, the script loader keeps a loaded SDK for the page: within a describe, later tests reuse the
// script an earlier test finished, and only swap the fake SDK object on window.
afterEach(() => {
  delete (window as SdkWindow).FB;
  delete (window as SdkWindow).AppleID;
});

const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1' };
const FACEBOOK_ERROR = 'An error occurred while logging in with Facebook. Please try again later.';
const APPLE_ERROR = 'An error occurred while logging in with Apple. Please try again later.';

function config(facebook: boolean, apple: boolean): AppConfig {
  return {
    market_id: 1,
    currency: 'PLN',
    providers: {
      facebook: { enabled: facebook, app_id: facebook ? 'fb-app-1' : null },
      apple: { enabled: apple, client_id: apple ? 'pl.okazje.web' : null },
    },
    push: { vapid_public_key: 'BPublicKey' },
  };
}

/** jsdom does not fetch external scripts: the test plays the browser and reports the load or the failure. */
async function finishScript(src: string, outcome: 'load' | 'error') {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!found) throw new Error(`no script ${src}`);
    return found;
  });
  script.dispatchEvent(new Event(outcome));
}

async function openSignIn(providers: AppConfig, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ 'GET /api/config': () => Response.json(providers), 'GET /api/users': () => Response.json({}), ...handlers });
  const user = userEvent.setup();
  const router = await renderApp('/sign-in');
  return { api, user, router };
}

describe('Facebook sign-in', () => {
  it('loads no SDK and shows no button while the provider is off', async () => {
    const { api } = await openSignIn(config(false, false));
    await waitFor(() => expect(api.callsTo('GET', '/api/config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    expect(document.head.querySelector(`script[src="${FACEBOOK_SDK_URL}"]`)).toBeNull();
  });

  it('shows the Facebook message when the SDK cannot be loaded', async () => {
    const { user } = await openSignIn(config(true, false));
    await finishScript(FACEBOOK_SDK_URL, 'error');
    await user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByText(FACEBOOK_ERROR)).toBeInTheDocument();
  });

  it('signs in with the token from FB.login and goes home', async () => {
    const sdk = {
      init: vi.fn(),
      login: vi.fn((callback: (response: unknown) => void) =>
        callback({ status: 'connected', authResponse: { accessToken: 'fb-user-token' } }),
      ),
    };
    const { api, user, router } = await openSignIn(config(true, false), { 'POST /api/auth/facebook': () => Response.json(TOKENS) });
    (window as SdkWindow).FB = sdk;
    await finishScript(FACEBOOK_SDK_URL, 'load');
    const button = await screen.findByRole('button', { name: 'Continue with Facebook' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'fb-app-1' }));
    // The note under the buttons says continuing accepts the terms, so the first sign-in can make the account.
    expect(screen.getByText(/By continuing with Facebook or Apple you accept the/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/facebook')[0]?.body).toEqual({
      token: 'fb-user-token',
      terms_accepted: true,
      market_id: 1,
      anonymous_device_id: localStorage.getItem('anonymousDeviceId'),
    });
    expect(localStorage.getItem('anonymousDeviceId')).toMatch(/^[\w-]{36}$/);
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('shows the Facebook message when our API refuses the token, and nothing when the user closes the dialog', async () => {
    let granted = false;
    (window as SdkWindow).FB = {
      init: vi.fn(),
      login: (callback: (response: unknown) => void) =>
        callback({ status: 'unknown', authResponse: granted ? { accessToken: 'bad' } : null }),
    };
    const { api, user } = await openSignIn(config(true, false), { 'POST /api/auth/facebook': () => apiError(401, 'ProviderError') });
    const button = await screen.findByRole('button', { name: 'Continue with Facebook' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    expect(api.callsTo('POST', '/api/auth/facebook')).toHaveLength(0);
    expect(screen.queryByText(FACEBOOK_ERROR)).not.toBeInTheDocument();

    granted = true;
    await user.click(button);
    expect(await screen.findByText(FACEBOOK_ERROR)).toBeInTheDocument();
    expect(getRefreshToken()).toBeNull();
  });
});

describe('Apple sign-in', () => {
  it('opens the popup with scope "email name" and a hashed nonce, then sends the identity token and the raw nonce', async () => {
    const signIn = vi.fn(async () => ({
      authorization: { id_token: 'apple-identity-token', code: 'auth-code' },
      user: { email: 'ola@privaterelay.appleid.com', name: { firstName: 'Ola', lastName: 'Nowak' } },
    }));
    const init = vi.fn();
    (window as SdkWindow).AppleID = { auth: { init, signIn } };
    const { api, user, router } = await openSignIn(config(false, true), { 'POST /api/auth/apple': () => Response.json(TOKENS) });
    await finishScript(APPLE_SDK_URL, 'load');
    const button = await screen.findByRole('button', { name: 'Continue with Apple' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const options = init.mock.calls[0]?.[0] as { clientId: string; scope: string; usePopup: boolean; nonce: string };
    expect(options).toMatchObject({ clientId: 'pl.okazje.web', scope: 'email name', usePopup: true });
    const body = api.callsTo('POST', '/api/auth/apple')[0]?.body as { code: string; nonce: string; email: string; username: string };
    expect(body).toMatchObject({
      code: 'apple-identity-token',
      email: 'ola@privaterelay.appleid.com',
      username: 'Ola Nowak',
      market_id: 1,
    });
    expect(body.nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(options.nonce).toBe(createHash('sha256').update(body.nonce).digest('hex'));
  });

  it('uses a new nonce for every attempt, shows the Apple message on failure and nothing when the popup is closed', async () => {
    const signIn = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce({ error: 'popup_closed_by_user' })
      .mockRejectedValueOnce({ error: 'invalid_request' });
    const init = vi.fn();
    (window as SdkWindow).AppleID = { auth: { init, signIn } };
    await openSignIn(config(false, true));
    const button = await screen.findByRole('button', { name: 'Continue with Apple' });
    const user = userEvent.setup();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByText(APPLE_ERROR)).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText(APPLE_ERROR)).toBeInTheDocument();
    const nonces = init.mock.calls.map(([options]) => (options as { nonce: string }).nonce);
    expect(nonces).toHaveLength(2);
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
