import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/lib/failure-alert';
import { ApiError, apiRequest } from '@/lib/http';
import { newIdempotencyKey } from '@/lib/idempotency';
import { isAccountSuspended } from '@/lib/moderation';
import { dealKeys, queuedActionKeys } from '@/lib/query-keys';
import { useQueuedAction } from '@/lib/queued-actions';
import type { DealSubmission } from '@/shared/schemas/deal-submission';
import type { DealDetail } from '@/shared/schemas/deal';
import { duplicateOf } from './member-deal';

export interface SubmitDealVariables {
  submission: DealSubmission;
  /** Drawn when the member presses send: a replay after a reload or reconnect creates the deal once. */
  idempotencyKey: string;
}

/** POST /api/deals/ (§3 Deal submission): answers the created deal. */
export function postDeal({ submission, idempotencyKey }: SubmitDealVariables): Promise<DealDetail> {
  return apiRequest<DealDetail>('deals/', {
    method: 'POST',
    body: submission,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * A queued action like votes and comments (issue 7): sent at once when online; made offline it waits, persisted with
 * the other queued actions, and is sent once when the connection returns. The created deal seeds its detail cache and
 * the lists are refreshed. Success and failure are said here too, since the form may be long gone by then.
 */
export const submitDealMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: postDeal,
  onSuccess: (deal: DealDetail) => {
    queryClient.setQueryData(dealKeys.detail(deal.id), deal);
    showAlert({ type: 'success', message: t`Deal submitted` });
    return queryClient.invalidateQueries({ queryKey: dealKeys.lists() });
  },
  onError: (error: unknown) => {
    const existing = duplicateOf(error);
    if (existing) showAlert({ type: 'danger', message: t`This deal was already posted: ${existing.title}` });
    else alertFailure(error);
  },
});

/** Submits a deal through the queued action; `send` answers the created deal once the server took it. */
export function useSubmitDeal() {
  useQueuedAction(queuedActionKeys.dealSubmit, submitDealMutationDefaults);
  const { mutateAsync, mutate, isPending } = useMutation<DealDetail, unknown, SubmitDealVariables>({
    mutationKey: queuedActionKeys.dealSubmit,
  });
  return {
    send: (submission: DealSubmission) => mutateAsync({ submission, idempotencyKey: newIdempotencyKey() }),
    /** Offline: leaves the submission in the queue and returns at once. */
    queue: (submission: DealSubmission) => mutate({ submission, idempotencyKey: newIdempotencyKey() }),
    pending: isPending,
  };
}

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
