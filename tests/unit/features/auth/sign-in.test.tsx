import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_KEY, getAccessToken } from '@/domain/session';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n } from '../../render';
import { renderApp } from '../../app/render-app';
import { apiError, fakeApi } from './fake-api';
import { PROFILE, englishAndCleanStatePerTest } from './setup-english';

englishAndCleanStatePerTest();

const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1' };
const emptyList = () => Response.json({ data: [], metadata: { pages_count: 0, count: 0 } });

/** The API of a successful sign-in and of the home page it lands on. */
const signedInHandlers = {
  'POST /api/auth/login': () => Response.json(TOKENS),
  'GET /api/users': () => Response.json(PROFILE),
  'GET /api/deals': emptyList,
  'GET /api/banners': emptyList,
};

async function openSignIn() {
  const user = userEvent.setup();
  const router = await renderApp('/sign-in');
  const email = screen.getByLabelText('E-mail');
  const password = screen.getByLabelText('Password');
  return { user, router, email, password, submit: screen.getByRole('button', { name: 'Sign in' }) };
}

describe('/sign-in', () => {
  it('validates on blur with the first failing rule', async () => {
    fakeApi({});
    const { user, email, password } = await openSignIn();
    await user.click(email);
    await user.tab();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');

    await user.type(email, 'ola@');
    await user.tab();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    // Only presence is checked: a 6-character password that sign-up accepted must reach the server (it did not).
    await user.type(password, 'abc123');
    await user.tab();
    expect(screen.queryByText(/^Password must/)).not.toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends a password of any length sign-up accepted, and lets the server decide', async () => {
    const api = fakeApi({ 'POST /api/auth/login': () => apiError(401, 'InvalidCredentials') });
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'ola@example.com');
    await user.type(password, 'abc123');
    await user.click(submit);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/auth/login').map((c) => (c.body as { password: string }).password)).toEqual(['abc123']),
    );
  });

  it('validates everything on submit, sends nothing and focuses the first invalid field', async () => {
    const api = fakeApi({});
    const { user, email, submit } = await openSignIn();
    await user.click(submit);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('has the autocomplete hints, a show-password toggle and links to reset and sign-up', async () => {
    fakeApi({});
    const { user, email, password } = await openSignIn();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('main').querySelector('a[href="/sign-up"]')).toHaveTextContent('Sign up');
  });

  it('signs in, stores the session, fetches the profile and goes home', async () => {
    const api = fakeApi(signedInHandlers);
    const { user, router, email, password, submit } = await openSignIn();
    await user.type(email, '  Ola@Example.com ');
    await user.type(password, 'secret123');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toMatchObject({
      email: 'ola@example.com',
      password: 'secret123',
      market_id: 1,
      anonymous_device_id: localStorage.getItem('anonymousDeviceId'),
    });
    expect(getAccessToken()).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    await waitFor(() => expect(api.callsTo('GET', '/api/users')[0]?.authorization).toBe('Bearer access-1'));
    // The top bar has the link twice, in the wide screen's actions and beside a phone's menu (the stylesheet shows one).
    expect((await screen.findAllByRole('link', { name: 'Your account' }))[0]).toHaveAttribute('href', '/account');
  });

  it('maps InvalidCredentials: the e-mail marked without text, the message under the password', async () => {
    fakeApi({ 'POST /api/auth/login': () => apiError(401, 'InvalidCredentials') });
    const { user, router, email, password, submit } = await openSignIn();
    await user.type(email, 'ola@example.com');
    await user.type(password, 'wrongpass');
    await user.click(submit);
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(password).toHaveAccessibleDescription('Invalid email or password');
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('on EmailNotVerified asks for the code, verifies, then retries the sign-in and goes home', async () => {
    let verified = false;
    const api = fakeApi({
      ...signedInHandlers,
      'POST /api/auth/login': () => (verified ? Response.json(TOKENS) : apiError(403, 'EmailNotVerified')),
      'POST /api/auth/verify-email': (call) => {
        if ((call.body as { code: string }).code !== '123456') return apiError(400, 'InvalidCode');
        verified = true;
        return Response.json({ verified: true });
      },
    });
    const { user, router, email, password, submit } = await openSignIn();
    await user.type(email, 'ola@example.com');
    await user.type(password, 'secret123');
    await user.click(submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByText('Verification code must be 6 digits')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Verification code is invalid')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/verify-email').at(-1)?.body).toEqual({ email: 'ola@example.com', code: '123456' });
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(2);
    expect(getAccessToken()).toBe('access-1');
  });

  it('on SignInCodeRequired asks for the mailed code and sends the same sign-in with it', async () => {
    const api = fakeApi({
      ...signedInHandlers,
      'POST /api/auth/login': (call) => {
        const code = (call.body as { code?: string }).code;
        if (code === undefined) return apiError(403, 'SignInCodeRequired');
        return code === '246810' ? Response.json(TOKENS) : apiError(400, 'InvalidCode');
      },
    });
    const { user, router, email, password, submit } = await openSignIn();
    await user.type(email, 'ola@example.com');
    await user.type(password, 'secret123');
    await user.click(submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the sign-in code' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent a code to your e-mail/)).toHaveTextContent('ola@example.com');
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveFocus();
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Verification code is invalid')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/login').map((call) => call.body)).toEqual([
      expect.not.objectContaining({ code: expect.anything() }),
      expect.objectContaining({ email: 'ola@example.com', password: 'secret123', code: '111111' }),
      expect.objectContaining({ email: 'ola@example.com', password: 'secret123', code: '246810' }),
    ]);
    expect(getAccessToken()).toBe('access-1');
  });

  it('asks for the sign-in code in Polish', async () => {
    await i18n.loadAndActivate({ locale: 'pl', messages: plMessages });
    try {
      fakeApi({ ...signedInHandlers, 'POST /api/auth/login': () => apiError(403, 'SignInCodeRequired') });
      const user = userEvent.setup();
      await renderApp('/sign-in');
      await user.type(screen.getByLabelText('E-mail'), 'ola@example.com');
      await user.type(screen.getByLabelText('Hasło'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Wpisz kod logowania' })).toBeInTheDocument();
      expect(screen.getByText(/Wysłaliśmy kod na Twój e-mail/)).toHaveTextContent('ola@example.com');
    } finally {
      await i18n.loadAndActivate({ locale: 'en', messages: enMessages });
    }
  });

  it('shows a clear alert for TooManyRequests', async () => {
    fakeApi({ 'POST /api/auth/login': () => apiError(429, 'TooManyRequests') });
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'ola@example.com');
    await user.type(password, 'secret123');
    await user.click(submit);
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it('shows "An unexpected error occurred" for anything else', async () => {
    fakeApi({ 'POST /api/auth/login': () => apiError(500, 'InternalError') });
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'ola@example.com');
    await user.type(password, 'secret123');
    await user.click(submit);
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('offers no social buttons while the config says the providers are off', async () => {
    const api = fakeApi({
      'GET /api/config': () =>
        Response.json({
          market_id: 1,
          currency: 'PLN',
          providers: { facebook: { enabled: false, app_id: null }, apple: { enabled: false, client_id: null } },
        }),
    });
    await openSignIn();
    await waitFor(() => expect(api.callsTo('GET', '/api/config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Facebook|Apple/ })).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="facebook"], script[src*="apple"]')).toBeNull();
  });
});
