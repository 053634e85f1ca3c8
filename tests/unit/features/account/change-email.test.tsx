import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { renderApp } from '../../app/render-app';
import { i18n } from '../../render';
import { errorResponse, makeUser, mockApi, signIn } from './helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => {
  vi.unstubAllGlobals();
  hideAlert();
});

async function openChangeEmail(routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    'GET users': () => Response.json(makeUser()),
    'PUT users/email': () => new Response(null, { status: 204 }),
    ...routes,
  });
  const user = userEvent.setup();
  const router = await renderApp('/account/settings/change-email');
  const email = await screen.findByLabelText('New e-mail');
  // Step 1 also asks for the current password: a signed-in token alone must not move the account.
  await user.type(screen.getByLabelText('Current password'), 'secret123');
  return { api, user, router, email };
}

describe('change e-mail', { timeout: 20_000 }, () => {
  it('validates the address, then sends it trimmed and lowercased and moves to the code step', async () => {
    const { api, user, email } = await openChangeEmail();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.tab();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.requests('PUT', 'users/email')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, '  Nowy@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(api.requests('PUT', 'users/email').map((c) => c.body)).toEqual([{ email: 'nowy@example.com', password: 'secret123' }]);
    expect(screen.getByText('nowy@example.com')).toBeInTheDocument();
  });

  it('puts EmailAlreadyInUse on the e-mail field and stays on step 1', async () => {
    const { user, email } = await openChangeEmail({ 'PUT users/email': () => errorResponse(409, 'EmailAlreadyInUse') });
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This e-mail is already in use')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('says the current address is the current address, without asking the server', async () => {
    const { api, user, email } = await openChangeEmail();
    await user.type(email, 'Demo@Example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This is already your e-mail address')).toBeInTheDocument();
    expect(screen.queryByText('This e-mail is already in use')).not.toBeInTheDocument();
    expect(api.requests('PUT', 'users/email')).toHaveLength(0);
  });

  it('offers to send the code again after a minute, and to change the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, user, email } = await openChangeEmail();
      await user.type(email, 'nowy@example.com');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByLabelText('Verification code');
      expect(screen.getByRole('button', { name: /^Send the code again \(\d+ s\)$/ })).toBeDisabled();
      // The wait ticks once a second, each tick rendered before the next is scheduled.
      for (let second = 0; second <= 60; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
      await user.click(screen.getByRole('button', { name: 'Send the code again' }));
      await waitFor(() => expect(api.requests('PUT', 'users/email')).toHaveLength(2));
      expect(api.requests('PUT', 'users/email')[1]?.body).toEqual({ email: 'nowy@example.com', password: 'secret123' });
      await user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
      expect(await screen.findByLabelText('New e-mail')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts a wrong current password on its field and stays on step 1', async () => {
    const { user, email } = await openChangeEmail({ 'PUT users/email': () => errorResponse(400, 'InvalidCredentials') });
    await user.type(email, 'nowy@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The password is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('says how long to wait when the server limits the requests', async () => {
    const limited = () => errorResponse(429, 'TooManyRequests', { 'Retry-After': '600' });
    const { user, email } = await openChangeEmail({ 'PUT users/email': limited });
    await user.type(email, 'nowy@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(getAlert()).toMatchObject({ type: 'danger', message: 'Too many attempts in a short time. Try again in 10 min.' }),
    );
  });

  it('shows an invalid code on the code field', async () => {
    const { user, email } = await openChangeEmail({ 'POST users/confirm-email': () => errorResponse(400, 'InvalidCode') });
    await user.type(email, 'nowy@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Verification code must be 6 digits')).toBeInTheDocument();
    await user.type(code, '3456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Verification code is invalid')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms the code, says the e-mail changed, refreshes the profile and returns to the settings', async () => {
    const changed = makeUser({ email: 'nowy@example.com' });
    const { api, user, email, router } = await openChangeEmail({ 'POST users/confirm-email': () => Response.json(changed) });
    await user.type(email, 'nowy@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    // From now on the server knows the new address.
    api.routes['GET users'] = () => Response.json(changed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'E-mail changed' }));
    expect(api.requests('POST', 'users/confirm-email').map((c) => c.body)).toEqual([{ email: 'nowy@example.com', code: '123456' }]);
    expect(await screen.findByLabelText('Display name', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('nowy@example.com');
  });
});
