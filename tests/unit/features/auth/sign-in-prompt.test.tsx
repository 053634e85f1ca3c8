import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeSignInPrompt, openSignInPrompt } from '@/domain/sign-in-prompt';
import { renderApp } from '../../app/render-app';
import { fakeApi } from './fake-api';
import { englishAndCleanStatePerTest } from './setup-english';

englishAndCleanStatePerTest();
// The open flag is module state shared by the tests of this file.
afterEach(() => closeSignInPrompt());

async function openPrompt() {
  fakeApi({});
  const user = userEvent.setup();
  const router = await renderApp('/faq');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => openSignInPrompt());
  // The prompt's code loads with its first use.
  return { user, router, dialog: await screen.findByRole('dialog', { name: 'Sign in to continue' }) };
}

describe('sign-in prompt modal', () => {
  it('shows the title, the info text, a sign-in button, an "or" divider and a sign-up button', async () => {
    const { dialog } = await openPrompt();
    expect(within(dialog).getByText('You must be signed in to perform this action')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(dialog).getByText('or')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('closes with the close icon', async () => {
    const { user, dialog } = await openPrompt();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openPrompt();
    await user.click(within(dialog).getByText('You must be signed in to perform this action'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the visitor navigates away (browser back included)', async () => {
    const { router } = await openPrompt();
    await act(() => router.navigate({ to: '/contact' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens again on the page a navigation led to', async () => {
    const { router } = await openPrompt();
    await act(() => router.navigate({ to: '/contact' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openSignInPrompt());
    expect(screen.getByRole('dialog', { name: 'Sign in to continue' })).toBeInTheDocument();
  });

  it('takes the guest to /sign-up and closes', async () => {
    const { user, router, dialog } = await openPrompt();
    await user.click(within(dialog).getByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
