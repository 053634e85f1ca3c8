import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@/shared/schemas/community';
import { showAlert } from '@/lib/alerts';
import { alertCommunityFailure } from './community-failure';
import { apiRequest } from '@/lib/http';
import { newIdempotencyKey } from '@/lib/idempotency';
import { dealActionScope, queuedActionKeys } from './query-keys';
import { useQueuedAction } from './queued-actions';

/**
 * A report of a deal (as expired) or of a comment: one queued action for both, restored with the deal actions
 * (`registerDealMutations`).
 */
export interface ReportVariables {
  /** The deal the reported entity belongs to (the scope that keeps actions on one deal in order). */
  dealId: number;
  report: ReportBody;
  idempotencyKey: string;
}

export function postReport({ report, idempotencyKey }: ReportVariables): Promise<unknown> {
  return apiRequest<unknown>('reports/', { method: 'POST', body: report, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** 'report sent' when the server took it, the 'unexpected error' toast when it did not. */
export const reportMutationDefaults = () => ({
  mutationFn: postReport,
  onSuccess: () => showAlert({ type: 'success', message: t`Report sent` }),
  onError: (error: unknown) => alertCommunityFailure(error),
});

/** Returns `report(body)` and whether a report is being sent (the form keeps its submit disabled meanwhile). */
export function useReport(dealId: number): { report: (report: ReportBody) => Promise<unknown>; pending: boolean } {
  useQueuedAction(queuedActionKeys.report, reportMutationDefaults);
  const { mutateAsync, isPending } = useMutation<unknown, unknown, ReportVariables>({
    mutationKey: queuedActionKeys.report,
    scope: dealActionScope(dealId),
  });
  return { report: (report) => mutateAsync({ dealId, report, idempotencyKey: newIdempotencyKey() }), pending: isPending };
}
