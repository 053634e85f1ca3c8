import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InboxPage } from '@/features/inbox/components/InboxPage';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { InboxItem } from '@/shared/schemas/rewards';
import { i18n, renderInRouter } from '../../render';
import { INBOX_DEAL, list, makeInboxItem, mockApi, signIn } from '../points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(signIn);

function item(id: number, trigger: InboxItem['trigger'], read: boolean, keyword: string | null = 'lego'): InboxItem {
  return makeInboxItem({
    id,
    read_at: read ? '2026-11-20T10:00:00.000Z' : null,
    trigger,
    keyword,
    deal: { ...INBOX_DEAL, id: 40 + id, slug: `klocki-lego-${id}`, title: `Klocki LEGO ${id}` },
  });
}

const inbox = (items: InboxItem[]) => list(items, { unread_count: items.filter((i) => i.read_at === null).length });

describe('InboxPage', () => {
  it('lists items with their trigger, unread ones marked, each linking to its deal', async () => {
    const api = mockApi({
      'GET inbox': () => inbox([item(1, 'created', false), item(2, 'votes_10', true), item(3, 'votes_100', false, null)]),
    });
    await renderInRouter(<InboxPage />);
    const links = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Unread: New deal matching "lego"');
    expect(links[0]).toHaveAttribute('data-unread', 'true');
    expect(links[0]).toHaveAttribute('href', '/deals/41/klocki-lego-1');
    expect(links[1]).toHaveTextContent('Deal reached 10 votes');
    expect(links[1]).not.toHaveAttribute('data-unread');
    expect(links[1]).not.toHaveTextContent('Unread:');
    expect(links[2]).toHaveTextContent('Deal reached 100 votes');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(api.requests('GET', 'inbox')[0]?.query.get('per_page')).toBe('40');
  });

  it('says when a deal the member saved is about to end, without an alert keyword', async () => {
    mockApi({ 'GET inbox': () => inbox([item(1, 'ending_2h', false, null), item(2, 'ending_24h', true, null)]) });
    await renderInRouter(<InboxPage />);
    const links = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Unread: A deal you saved ends within 2 hours');
    expect(links[0]).toHaveAttribute('href', '/deals/41/klocki-lego-1');
    expect(links[1]).toHaveTextContent('A deal you saved ends within 24 hours');
  });

  it('marks an item read when it is opened', async () => {
    const user = userEvent.setup();
    let items = [item(1, 'created', false), item(2, 'votes_25', false)];
    const api = mockApi({
      'GET inbox': () => inbox(items),
      'POST inbox/2/read': () => {
        items = items.map((i) => (i.id === 2 ? { ...i, read_at: new Date().toISOString() } : i));
        return Response.json(items[1]);
      },
    });
    const { router } = await renderInRouter(<InboxPage />);
    const links = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('link');
    await user.click(links[1]!);
    await waitFor(() => expect(api.requests('POST', 'inbox/2/read')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/deals/42/klocki-lego-2');
  });

  it('marks everything read and disables the button once nothing is unread', async () => {
    const user = userEvent.setup();
    let items = [item(1, 'created', false), item(2, 'votes_25', false)];
    const api = mockApi({
      'GET inbox': () => inbox(items),
      'POST inbox/read-all': () => {
        items = items.map((i) => ({ ...i, read_at: new Date().toISOString() }));
        return Response.json({ unread_count: 0 });
      },
    });
    await renderInRouter(<InboxPage />);
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(api.requests('POST', 'inbox/read-all')).toHaveLength(1);
    expect(screen.getByText('Everything read')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Klocki LEGO/ })) expect(link).not.toHaveAttribute('data-unread');
  });

  it('explains an empty inbox and points to the alerts', async () => {
    mockApi({ 'GET inbox': () => inbox([]) });
    await renderInRouter(<InboxPage />);
    expect(await screen.findByText('Your inbox is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set keyword alerts' })).toHaveAttribute('href', '/account/alerts');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
