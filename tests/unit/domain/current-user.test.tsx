import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useViewer } from '@/domain/current-user';
import { createTestQueryClient } from '../render';
import { signIn } from '../api-stub';
import { setViewer } from '../features/deals/community-fixtures';

function Greeting() {
  const viewer = useViewer();
  return <p>{viewer ? `Hi ${viewer.username}` : 'Hi guest'}</p>;
}

afterEach(() => localStorage.clear());

describe('useViewer', () => {
  it('is the guest the server saw while a page hydrates, though this device holds a profile, then the viewer', async () => {
    signIn();
    const page = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <Greeting />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(createTestQueryClient()));
    document.body.append(container);
    const restored = createTestQueryClient();
    setViewer(restored, { id: 7, username: 'ola' });
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page(restored), { onRecoverableError: (cause) => mismatches.push(cause) }));
    expect(mismatches).toEqual([]);
    expect(await screen.findByText('Hi ola')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('is undefined for a guest even when the cache still holds a profile', async () => {
    const client = createTestQueryClient();
    setViewer(client, { id: 7, username: 'ola' });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <QueryClientProvider client={client}>
          <Greeting />
        </QueryClientProvider>,
      ),
    );
    expect(container).toHaveTextContent('Hi guest');
    act(() => root.unmount());
    container.remove();
  });
});
