import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { isUnauthorized } from '@/domain/community-failure';
import { alertFailure } from '@/domain/failure-alert';
import { ApiError, apiRequest } from '@/lib/http';
import { newIdempotencyKey } from '@/lib/idempotency';
import { dealKeys } from '@/domain/query-keys';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import type { DealExpiryBody } from '@/shared/schemas/deal-expiry';
import type { DealDetail } from '@/shared/schemas/deal';
import { updateDealEverywhere } from './cache-updates';

/** POST /api/deals/{id}/expired: the author marks their deal expired or current; answers the updated deal. */
export function postDealExpired(dealId: number, body: DealExpiryBody, idempotencyKey: string): Promise<DealDetail> {
  return apiRequest<DealDetail>(`deals/${dealId}/expired`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

function isNoConnection(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/**
 * The author's expired / current toggle. Not part of the offline queue: a status change the author cannot see take
 * effect would be a promise the page cannot keep, so offline it fails at once and says why. The answered deal
 * replaces the cached one (the expired label changes at once) and lists refetch, since only_active lists gain or lose it.
 */
export function useSetDealExpired(dealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expired: boolean) => postDealExpired(dealId, { expired }, newIdempotencyKey()),
    // Never paused waiting for a connection (TanStack's default for mutations): offline it must fail and explain.
    networkMode: 'always',
    onSuccess: (deal, expired) => {
      queryClient.setQueryData(dealKeys.detail(deal.id), deal);
      updateDealEverywhere(queryClient, deal.id, (listed) => ({ ...listed, expires_at: deal.expires_at }));
      showAlert({ type: 'success', message: expired ? t`Your deal is marked as expired` : t`Your deal is marked as current` });
      return queryClient.invalidateQueries({ queryKey: dealKeys.lists() });
    },
    onError: (error) => {
      if (isUnauthorized(error)) openSignInPrompt();
      else if (isNoConnection(error))
        showAlert({ type: 'danger', message: t`You are offline. Connect to the internet to change your deal's status.` });
      else alertFailure(error);
    },
  });
}
