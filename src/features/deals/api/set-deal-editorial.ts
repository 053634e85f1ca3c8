import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { ApiError, apiRequest } from '@/lib/http';
import { dealKeys } from '@/domain/query-keys';
import type { DealEditorial, DealEditorialBody } from '@/shared/schemas/moderation-editorial';
import { updateDealEverywhere } from './cache-updates';

/** PUT /api/moderation/deals/{id}/editorial (operators): pin or feature a deal, or take that back. */
export function putDealEditorial(dealId: number, body: DealEditorialBody): Promise<DealEditorial> {
  return apiRequest<DealEditorial>(`moderation/deals/${dealId}/editorial`, { method: 'PUT', body });
}

function doneMessage(body: DealEditorialBody): string {
  if (body.is_pinned !== undefined) return body.is_pinned ? t`Deal pinned to the top of the lists` : t`Deal unpinned`;
  return body.is_featured ? t`Deal featured` : t`Deal no longer featured`;
}

/**
 * An operator's pin and feature switches on the deal page. The answer is the deal's new state, written wherever the
 * deal is held at once; lists load again, since a pinned deal moves to their top.
 */
export function useSetDealEditorial(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealEditorialBody) => putDealEditorial(dealId, body),
    // Offline it fails at once and says so, like every operator action (nothing queued to land later unseen).
    networkMode: 'always',
    onSuccess: (editorial, body) => {
      updateDealEverywhere(queryClient, dealId, (deal) => ({
        ...deal,
        is_pinned: editorial.is_pinned,
        is_featured: editorial.is_featured,
      }));
      showAlert({ type: 'success', message: doneMessage(body) });
      return queryClient.invalidateQueries({ queryKey: dealKeys.lists() });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) {
        showAlert({ type: 'danger', message: t`You are offline. Connect to the internet to change the deal.` });
      } else alertFailure(error);
    },
  });
}
