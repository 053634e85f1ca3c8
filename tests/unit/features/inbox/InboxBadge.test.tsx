import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxBadge } from '@/features/inbox/components/InboxBadge';
import { inboxKeys } from '@/domain/query-keys';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { createTestQueryClient, i18n, renderWithProviders } from '../../render';
import { list, mockApi, signIn } from '../points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

describe('InboxBadge', () => {
  it('shows the unread count from one-item request under the user root', async () => {
    signIn();
    const api = mockApi({ 'GET inbox': () => list([], { unread_count: 3 }) });
    const { queryClient } = renderWithProviders(<InboxBadge />);
    expect(await screen.findByRole('img', { name: '3 unread notifications' })).toHaveTextContent('3');
    expect(api.requests('GET', 'inbox')[0]?.query.get('per_page')).toBe('1');
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.queryKey[0] === 'me'),
    ).toBe(true);
  });

  it('uses the singular for one unread item and caps the bubble at 99+', async () => {
    signIn();
    const api = mockApi({ 'GET inbox': () => list([], { unread_count: 1 }) });
    const { queryClient } = renderWithProviders(<InboxBadge />);
    expect(await screen.findByRole('img', { name: '1 unread notification' })).toBeInTheDocument();
    api.routes['GET inbox'] = () => list([], { unread_count: 140 });
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('img', { name: '140 unread notifications' })).toHaveTextContent('99+');
  });

  it('shows nothing when everything is read', async () => {
    signIn();
    const api = mockApi({ 'GET inbox': () => list([], { unread_count: 0 }) });
    renderWithProviders(<InboxBadge />);
    await waitFor(() => expect(api.requests('GET', 'inbox')).toHaveLength(1));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks nothing for a guest', async () => {
    const api = mockApi({ 'GET inbox': () => list([], { unread_count: 3 }) });
    renderWithProviders(<InboxBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('hydrates a server-rendered page as the guest the server saw, even with a count restored from this device', async () => {
    // The server renders every page as a guest (tokens live in local storage); the browser may already hold a
    // count from its persisted cache. Showing it during hydration would not match the server's markup.
    signIn();
    mockApi({ 'GET inbox': () => list([], { unread_count: 2 }) });
    const badge = (client: QueryClient) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <InboxBadge />
        </QueryClientProvider>
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(badge(createTestQueryClient()));
    expect(container.innerHTML).toBe('');
    document.body.append(container);
    const restored = createTestQueryClient();
    restored.setQueryData(inboxKeys.unreadCount(), 2);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, badge(restored), { onRecoverableError: (cause) => mismatches.push(cause) }));
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('img', { name: '2 unread notifications' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
