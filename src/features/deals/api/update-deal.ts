import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { ApiError, apiRequest } from '@/lib/http';
import { isAccountSuspended } from '@/domain/moderation';
import { dealKeys } from '@/domain/query-keys';
import type { DealSubmission } from '@/shared/schemas/deal-submission';
import type { DealDetail } from '@/shared/schemas/deal';

/** PUT /api/deals/{id}: the author's edit within 30 minutes of posting; answers the updated deal. */
export function putDeal(id: number, submission: DealSubmission): Promise<DealDetail> {
  return apiRequest<DealDetail>(`deals/${id}`, { method: 'PUT', body: submission });
}

/**
 * The author's edit. Not queued: the edit window closes 30 minutes after posting, so a change made offline could
 * only fail later; it is sent at once and a failure is said on the form.
 */
export function useUpdateDeal(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: DealSubmission) => putDeal(id, submission),
    onSuccess: (deal: DealDetail) => {
      queryClient.setQueryData(dealKeys.detail(deal.id), deal);
      showAlert({ type: 'success', message: t`Changes saved` });
      // A changed price is a new point of the deal's history: the chart under it would otherwise show the old one.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dealKeys.priceHistory(deal.id) }),
      ]);
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 403 && !isAccountSuspended(error)) {
        showAlert({ type: 'danger', message: t`The 30 minutes for editing this deal are over.` });
      } else alertFailure(error);
    },
  });
}
