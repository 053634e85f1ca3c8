import { t } from '@lingui/core/macro';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { apiRequest } from '@/lib/http';
import { newIdempotencyKey } from '@/lib/idempotency';
import { dealKeys, queuedActionKeys } from '@/domain/query-keys';
import { useQueuedAction } from '@/domain/queued-actions';
import type { DealSubmission } from '@/shared/schemas/deal-submission';
import type { DealDetail } from '@/shared/schemas/deal';
import { duplicateOf } from './find-duplicate';

export interface SubmitDealVariables {
  submission: DealSubmission;
  /** Drawn when the member presses send: a replay after a reload or reconnect creates the deal once. */
  idempotencyKey: string;
}

/** POST /api/deals/: answers the created deal. */
export function postDeal({ submission, idempotencyKey }: SubmitDealVariables): Promise<DealDetail> {
  return apiRequest<DealDetail>('deals/', {
    method: 'POST',
    body: submission,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * A queued action like votes and comments: sent at once when online; made offline it waits, persisted with
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
