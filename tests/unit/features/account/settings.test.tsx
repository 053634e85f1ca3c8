import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAlert, hideAlert } from '@/lib/alerts';
import { getRefreshToken } from '@/domain/session';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { renderApp } from '../../app/render-app';
import { i18n } from '../../render';
import { errorResponse, makeUser, mockApi, signIn } from './helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  hideAlert();
});

async function openSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({ 'GET users': () => Response.json(makeUser()), ...routes });
  const user = userEvent.setup();
  const router = await renderApp('/account/settings');
  const username = await screen.findByLabelText('Display name');
  return { api, user, router, username };
}

describe('settings page', { timeout: 20_000 }, () => {
  it('fills the form from the profile: read-only e-mail with a change link, birth date as DD.MM.YYYY, consent on', async () => {
    const { username } = await openSettings();
    expect(username).toHaveValue('okazjonalny');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@example.com');
    expect(screen.getByRole('link', { name: 'Change e-mail' })).toHaveAttribute('href', '/account/settings/change-email');
    expect(screen.getByLabelText('Phone')).toHaveValue('+48123456789');
    expect(screen.getByLabelText('Birth date')).toHaveValue('05.03.1990');
    expect(screen.getByRole('switch', { name: /marketing/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(document.title).toMatch(/^Profile settings/);
  });

  it('validates a field when it loses focus and the whole form on submit, sending nothing invalid', async () => {
    const { api, user, username } = await openSettings();
    await user.clear(username);
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await user.type(username, 'ab');
    await user.tab();
    expect(screen.getByText('Username must be between 3 and 32 characters')).toBeInTheDocument();

    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a phone number like +48123456789')).toBeInTheDocument();
    expect(api.requests('PUT', 'users')).toHaveLength(0);
  });

  it('saves the profile update payload with the birth date chosen in the picker, says so and refreshes the profile', async () => {
    const { api, user, username } = await openSettings({ 'PUT users': () => Response.json(makeUser({ username: 'nowy_nick' })) });
    await user.clear(username);
    await user.type(username, '  nowy_nick ');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByLabelText('Birth date'));
    const grid = within(screen.getByRole('dialog')).getByRole('grid');
    await user.click(within(grid).getByRole('gridcell', { name: /, 12 March 1990$/ }));
    expect(screen.getByLabelText('Birth date')).toHaveValue('12.03.1990');
    await user.click(screen.getByRole('switch', { name: /marketing/ }));
    await user.selectOptions(screen.getByLabelText('Gender'), '');
    const profileLoads = api.requests('GET', 'users').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Profile updated' }));
    expect(api.requests('PUT', 'users').map((c) => c.body)).toEqual([
      { username: 'nowy_nick', phone: null, birthdate: '1990-03-12', marketing_consent: false, gender: null },
    ]);
    await waitFor(() => expect(api.requests('GET', 'users').length).toBeGreaterThan(profileLoads));
  });

  it('puts UsernameAlreadyTaken on the display name field', async () => {
    const { user, username } = await openSettings({ 'PUT users': () => errorResponse(409, 'UsernameAlreadyTaken') });
    await user.clear(username);
    await user.type(username, 'zajety');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(getAlert()).toBeNull();
    // Typing again clears the server's verdict.
    await user.type(username, '2');
    expect(screen.queryByText('This username is already taken')).not.toBeInTheDocument();
  });

  it('refuses an avatar over 10 MB before uploading, with a danger alert that stays 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await openSettings();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const file = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, file);
    expect(getAlert()).toMatchObject({ type: 'danger', message: 'Maximum file size is 10MB' });
    act(() => vi.advanceTimersByTime(5900));
    expect(getAlert()).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(getAlert()).toBeNull();
    expect(api.requests('PUT', 'users/avatar')).toHaveLength(0);
  });

  it('uploads an allowed avatar as the multipart field image', async () => {
    const { api, user } = await openSettings({
      'PUT users/avatar': () => Response.json(makeUser({ avatar_url: '/media/avatars/7.webp' })),
    });
    const file = new File([new Uint8Array(2048)], 'me.webp', { type: 'image/webp' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Avatar updated' }));
    const body = api.requests('PUT', 'users/avatar')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('image')).toBeInstanceOf(File);
    expect(await screen.findByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/media/avatars/7.webp');
  });

  it('deletes the avatar only after confirming', async () => {
    const { api, user } = await openSettings({
      'GET users': () => Response.json(makeUser({ avatar_url: '/media/avatars/7.webp' })),
      'DELETE users/avatar': () => Response.json(makeUser()),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete avatar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete avatar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('DELETE', 'users/avatar')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete avatar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Avatar removed' }));
    expect(api.requests('DELETE', 'users/avatar')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the user signed in when deleting the account fails: danger alert, modal closed', async () => {
    const { api, user, router } = await openSettings({ 'DELETE users': () => errorResponse(500, 'InternalError') });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Current password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'An unexpected error occurred' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests('DELETE', 'auth/logout')).toHaveLength(0);
    expect(getRefreshToken()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/account/settings');
  });

  it('after deleting the account logs out with the refresh token and goes home', async () => {
    const { api, user, router } = await openSettings({
      'DELETE users': () => new Response(null, { status: 204 }),
      'DELETE auth/logout': () => new Response(null, { status: 204 }),
    });
    const refreshToken = getRefreshToken();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Current password'), 'short');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests('DELETE', 'users').map((c) => c.body)).toEqual([{ password: 'short' }]);
    expect(api.requests('DELETE', 'auth/logout').map((c) => c.body)).toEqual([{ refresh_token: refreshToken }]);
    expect(getRefreshToken()).toBeNull();
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Account deleted' }));
  });

  it('asks for the password before deleting and keeps the modal open with the error when it is wrong', async () => {
    const { api, user } = await openSettings({ 'DELETE users': () => errorResponse(400, 'InvalidCredentials') });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(api.requests('DELETE', 'users')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Current password'), 'not-mine1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('The password is wrong')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(getRefreshToken()).not.toBeNull();
  });

  it('confirms the deletion of a Facebook/Apple account with a code mailed to its address', async () => {
    signIn();
    const api = mockApi({
      'GET users': () => Response.json(makeUser({ has_password: false })),
      'POST users/reauth-code': () => new Response(null, { status: 204 }),
      'DELETE users': () => new Response(null, { status: 204 }),
      'DELETE auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const router = await renderApp('/account/settings');
    await screen.findByLabelText('Display name');
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    expect(await within(dialog).findByText(/Code sent/)).toBeInTheDocument();
    expect(api.requests('POST', 'users/reauth-code')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Send the code again' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests('DELETE', 'users').map((c) => c.body)).toEqual([{ code: '123456' }]);
  });
});

describe('change password', { timeout: 20_000 }, () => {
  it('sends the current and the new password, then goes on with the fresh pair the server answers', async () => {
    const { api, user } = await openSettings({
      'POST users/password': () => Response.json({ access_token: 'access-after-change', refresh_token: 'refresh-after-change' }),
    });
    const section = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText('Current password'), 'old-secret1');
    await user.type(within(section).getByLabelText('New password'), 'new-secret1');
    await user.type(within(section).getByLabelText('Repeat the new password'), 'new-secret2');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByText('Passwords must match')).toBeInTheDocument();
    expect(api.requests('POST', 'users/password')).toHaveLength(0);

    await user.clear(within(section).getByLabelText('Repeat the new password'));
    await user.type(within(section).getByLabelText('Repeat the new password'), 'new-secret1');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(getRefreshToken()).toBe('refresh-after-change'));
    expect(api.requests('POST', 'users/password').map((c) => c.body)).toEqual([{ old_password: 'old-secret1', password: 'new-secret1' }]);
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Password changed. You were signed out on your other devices.' });
  });

  it('marks a wrong current password on its field and keeps the session', async () => {
    const { user } = await openSettings({ 'POST users/password': () => errorResponse(400, 'InvalidCredentials') });
    const refreshToken = getRefreshToken();
    const section = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText('Current password'), 'old-secret1');
    await user.type(within(section).getByLabelText('New password'), 'new-secret1');
    await user.type(within(section).getByLabelText('Repeat the new password'), 'new-secret1');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The password is wrong')).toBeInTheDocument();
    expect(getRefreshToken()).toBe(refreshToken);
  });
});
