import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUpdateDeal } from '@/features/deals/api/update-deal';
import { dealKeys } from '@/domain/query-keys';
import type { DealSubmission } from '@/shared/schemas/deal-submission';
import '../../render';
import { createCommunityClient, fakeApi, makeDetail } from './community-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('editing one’s own deal', () => {
  it('marks the deal’s price history stale, so the chart shows the new price without a reload', async () => {
    fakeApi(() => ({ status: 200, body: makeDetail({ id: 42, new_price: 99900 }) }));
    const queryClient = createCommunityClient();
    queryClient.setQueryData(dealKeys.priceHistory(42), {
      data: [{ at: new Date().toISOString(), price: 129900, currency: 'PLN', deal_id: 42 }],
    });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useUpdateDeal(42), { wrapper });

    await act(() => result.current.mutateAsync({} as DealSubmission));

    expect(queryClient.getQueryState(dealKeys.priceHistory(42))?.isInvalidated).toBe(true);
  });
});
