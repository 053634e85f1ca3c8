import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { DealSubmission } from '@/shared/schemas/deal-submission';
import type { DealDetail } from '@/shared/schemas/deal';
import { newIdempotencyKey } from '@/lib/idempotency';
import { dealKeys } from '@/lib/query-keys';

/** POST /api/deals/ (§3 Deal submission): answers the created deal. */
export function postDeal(submission: DealSubmission, idempotencyKey: string): Promise<DealDetail> {
  return apiRequest<DealDetail>('deals/', {
    method: 'POST',
    body: submission,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Submits a deal. Not part of the offline queue: the user waits on the form for the new deal's page. The created
 * deal seeds its detail cache (its page opens without another request) and the lists are refreshed.
 */
export function useSubmitDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: DealSubmission) => postDeal(submission, newIdempotencyKey()),
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(deal.id), deal);
      return queryClient.invalidateQueries({ queryKey: dealKeys.lists() });
    },
  });
}
