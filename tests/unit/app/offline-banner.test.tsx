import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '@/app/OfflineBanner';
import { createTestQueryClient, renderWithProviders } from '../render';

const HOUR = 60 * 60 * 1000;

function ShownList() {
  useQuery({ queryKey: ['deals', 'list', { page: 1 }], queryFn: () => Promise.resolve([]), staleTime: Infinity });
  return null;
}

afterEach(() => onlineManager.setOnline(true));

describe('OfflineBanner', () => {
  it('says nothing online, and offline tells how old the shown data is', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['deals', 'list', { page: 1 }], [], { updatedAt: Date.now() - 2 * HOUR - 60_000 });
    // Older data that is not on screen does not count.
    queryClient.setQueryData(['deals', 'detail', 1], {}, { updatedAt: Date.now() - 30 * HOUR });
    renderWithProviders(
      <>
        <ShownList />
        <OfflineBanner />
      </>,
      queryClient,
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() => onlineManager.setOnline(false));
    expect(region).toHaveTextContent('2 godz. temu');

    act(() => onlineManager.setOnline(true));
    expect(region).toBeEmptyDOMElement();
  });
});
