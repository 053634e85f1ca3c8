import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InboxPage } from '@/features/inbox/components/InboxPage';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { InboxItem } from '@/shared/schemas/rewards';
import { i18n, renderInRouter } from '../../render';
import { list, mockApi, signIn } from '../points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(signIn);

const prizeItem = (id: number, status: 'success' | 'rejected', reason: string | null): InboxItem => ({
  id,
  created_at: new Date(Date.now() - 60_000).toISOString(),
  read_at: null,
  trigger: 'prize_outcome',
  keyword: null,
  deal: null,
  prize: { id: 70 + id, title: `Kubek ${id}`, status, rejection_reason: reason, points_returned: status === 'rejected' ? 150 : 0 },
});

describe('InboxPage: a decided prize request', () => {
  it('shows the prize and a rejection’s reason, and opens the member’s prizes', async () => {
    mockApi({
      'GET inbox': () => list([prizeItem(1, 'rejected', 'Brak w magazynie'), prizeItem(2, 'success', null)], { unread_count: 2 }),
    });
    await renderInRouter(<InboxPage />);
    const links = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Unread: Your prize request was rejected');
    expect(links[0]).toHaveTextContent('Kubek 1');
    expect(links[0]).toHaveTextContent('Brak w magazynie');
    expect(links[0]).toHaveTextContent('150 points returned');
    expect(links[0]).toHaveAttribute('href', '/account/redeem-points?tab=my-prizes');
    expect(links[1]).toHaveTextContent('Your prize request was accepted');
    expect(links[1]).toHaveTextContent('Kubek 2');
    expect(links[1]).not.toHaveTextContent('returned');
    expect(links[1]).toHaveAttribute('href', '/account/redeem-points?tab=my-prizes');
  });
});
