import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app/render-app';
import { apiError, fakeApi, type FakeHandler } from './fake-api';
import { englishAndCleanStatePerTest } from './setup-english';

englishAndCleanStatePerTest();

const ok = () => Response.json({ ok: true });

async function openReset(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const user = userEvent.setup();
  const router = await renderApp('/reset-password');
  const requestCode = async (email: string) => {
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
  };
  const enterCode = async (code: string, button: string) => {
    const input = await screen.findByLabelText('Verification code');
    await user.clear(input);
    await user.type(input, code);
    await user.click(screen.getByRole('button', { name: button }));
  };
  const setPassword = async (password: string, confirm: string) => {
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  };
  return { api, user, router, requestCode, enterCode, setPassword };
}

describe('/reset-password', () => {
  it('maps UserNotFound onto the e-mail field', async () => {
    const { requestCode } = await openReset({ 'POST /api/auth/forgot-password': () => apiError(404, 'UserNotFound') });
    await requestCode('nobody@example.com');
    expect(await screen.findByText('User with this email was not found')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('goes mail → code → new password → success alert and /sign-in', async () => {
    const { api, router, requestCode, enterCode, setPassword } = await openReset({
      'POST /api/auth/forgot-password': ok,
      'POST /api/auth/password-reset-check-code': (call) =>
        (call.body as { code: string }).code === '246810' ? ok() : apiError(400, 'InvalidCode'),
      'POST /api/auth/reset-password': ok,
    });
    await requestCode('ola@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the code' })).toBeInTheDocument();
    await enterCode('000000', 'Continue');
    expect(await screen.findByText('Verification code is invalid')).toBeInTheDocument();
    await enterCode('246810', 'Continue');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    await setPassword('abc', 'abc');
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await setPassword('2', '3');
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();

    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const user = userEvent.setup();
    await user.clear(password);
    await user.type(password, 'newpassword');
    await user.clear(confirm);
    await user.type(confirm, 'newpassword');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('Password reset. You can sign in with your new password.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      email: 'ola@example.com',
      code: '246810',
      password: 'newpassword',
    });
  });

  it('verifies an unverified address first, then requests the reset code again', async () => {
    let verified = false;
    const { api, requestCode, enterCode } = await openReset({
      'POST /api/auth/forgot-password': () => (verified ? ok() : apiError(403, 'EmailNotVerified')),
      'POST /api/auth/verify-email': () => {
        verified = true;
        return ok();
      },
    });
    await requestCode('ola@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
    await enterCode('135791', 'Verify e-mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the code' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-email')[0]?.body).toEqual({ email: 'ola@example.com', code: '135791' });
    expect(api.callsTo('POST', '/api/auth/forgot-password')).toHaveLength(2);
  });

  it('sends the visitor to /sign-in with a danger alert when the code is refused at the last step', async () => {
    const { router, requestCode, enterCode, setPassword } = await openReset({
      'POST /api/auth/forgot-password': ok,
      'POST /api/auth/password-reset-check-code': ok,
      'POST /api/auth/reset-password': () => apiError(400, 'InvalidCode'),
    });
    await requestCode('ola@example.com');
    await enterCode('246810', 'Continue');
    await setPassword('newpassword', 'newpassword');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    const alert = screen.getByText('The reset code is no longer valid. Please request a new one.');
    expect(alert.closest('[data-type], [class]')).toBeInTheDocument();
  });
});
