import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getRefreshToken } from '@/domain/session';
import { renderApp } from '../../app/render-app';
import { apiError, fakeApi } from './fake-api';
import { englishAndCleanStatePerTest } from './setup-english';

englishAndCleanStatePerTest();

async function openSignUp() {
  const user = userEvent.setup();
  const router = await renderApp('/sign-up');
  const fields = {
    username: screen.getByLabelText('Username'),
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm password'),
  };
  const terms = screen.getByRole<HTMLInputElement>('checkbox', { name: /I accept the terms/ });
  const fill = async ({
    terms: accept,
    ...values
  }: {
    username?: string;
    email?: string;
    password?: string;
    confirm?: string;
    terms?: boolean;
  }) => {
    if (accept !== undefined && terms.checked !== accept) await user.click(terms);
    for (const [name, value] of Object.entries(values)) {
      const input = fields[name as keyof typeof fields];
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  };
  return { user, router, fields, terms, fill, submit: () => user.click(screen.getByRole('button', { name: 'Create account' })) };
}

describe('/sign-up', () => {
  it('shows the validation messages on submit and on blur, with sign-up’s 6-character minimum', async () => {
    const api = fakeApi({});
    const { user, fields, fill, submit } = await openSignUp();
    expect(fields.password).toHaveAttribute('autocomplete', 'new-password');
    expect(fields.confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(fields.username).toHaveAttribute('autocomplete', 'username');

    await submit();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fields.username).toHaveFocus();

    await fill({ username: 'ab', password: '12345' });
    await user.tab();
    expect(screen.getByText('Username must be between 3 and 32 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();

    await fill({ password: '123456', confirm: '1234567' });
    await user.tab();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(fields.confirm).toHaveAccessibleDescription('Passwords must match');
    expect(api.calls.filter((call) => call.path.startsWith('/api/auth'))).toHaveLength(0);
  });

  it('asks to accept the terms and confirm the age of 18, linking both documents, and sends nothing without it', async () => {
    const api = fakeApi({ 'POST /api/auth/register': () => Response.json({ id: 1 }, { status: 201 }) });
    const { fill, submit, terms } = await openSignUp();
    const consent = terms.closest('div');
    if (!consent) throw new Error('no consent row');
    expect(within(consent).getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(within(consent).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await fill({ username: 'ola', email: 'ola@example.com', password: 'secret1', confirm: 'secret1' });
    await submit();
    expect(screen.getByText('Accept the terms and confirm that you are 18 or older')).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveFocus();
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);

    await fill({ terms: true });
    await submit();
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toMatchObject({ terms_accepted: true });
  });

  it('maps UserAlreadyExists onto the e-mail field', async () => {
    fakeApi({ 'POST /api/auth/register': () => apiError(409, 'UserAlreadyExists') });
    const { fields, fill, submit } = await openSignUp();
    await fill({ username: 'ola', email: 'ola@example.com', password: 'secret1', confirm: 'secret1', terms: true });
    await submit();
    expect(await screen.findByText('User with this email already exists')).toBeInTheDocument();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveFocus();
  });

  it('registers, verifies the mailed code, shows the success alert and goes to /sign-in without signing in', async () => {
    const api = fakeApi({
      'POST /api/auth/register': () => Response.json({ id: 1 }, { status: 201 }),
      'POST /api/auth/verify-email': (call) =>
        (call.body as { code: string }).code === '654321' ? Response.json({ verified: true }) : apiError(400, 'InvalidCode'),
    });
    const { user, router, fill, submit } = await openSignUp();
    await fill({ username: 'ola', email: 'Ola@Example.com', password: 'secret1', confirm: 'secret1', terms: true });
    await submit();
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toMatchObject({
      username: 'ola',
      email: 'ola@example.com',
      password: 'secret1',
      market_id: 1,
      send_verification_email: true,
    });
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).not.toHaveProperty('confirm_password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/ola@example\.com/)).toBeInTheDocument();
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Verification code is invalid')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('E-mail verified. You can sign in now.')).toBeInTheDocument();
    expect(getRefreshToken()).toBeNull();
    // The address just verified is filled in (it is not put in the URL); only the password is left.
    expect(await screen.findByLabelText('E-mail')).toHaveValue('ola@example.com');
    expect(router.state.location.href).toBe('/sign-in');
  });

  it('shows "An unexpected error occurred" when the server fails', async () => {
    fakeApi({ 'POST /api/auth/register': () => apiError(500, 'InternalError') });
    const { fill, submit } = await openSignUp();
    await fill({ username: 'ola', email: 'ola@example.com', password: 'secret1', confirm: 'secret1', terms: true });
    await submit();
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });
});
