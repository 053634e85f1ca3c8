import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TopBar } from '@/app/layout/TopBar';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n, renderInRouter } from '../render';
import { mockApi, signIn } from '../features/points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

const badge = (
  <span role="img" aria-label="3 unread notifications">
    3
  </span>
);

describe('the top bar on a phone', () => {
  it('shows the unread count on the menu button, and the account with a label inside the menu it opens', async () => {
    signIn();
    mockApi({});
    const user = userEvent.setup();
    await renderInRouter(<TopBar avatarBadge={badge} />);
    const menuButton = screen.getByText('Open menu').closest('summary');
    if (!menuButton) throw new Error('no menu button');
    expect(within(menuButton).getByRole('img', { name: '3 unread notifications' })).toBeInTheDocument();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error('no menu');
    expect(menu).toBeVisible();
    const account = within(menu).getByRole('link', { name: /Your account/ });
    expect(account).toHaveTextContent('Your account');
    expect(within(account).getByRole('img', { name: '3 unread notifications' })).toBeInTheDocument();
  });
});
