import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { newIdempotencyKey } from '@/lib/idempotency';
import { showAlert } from '@/lib/alerts';
import { apiRequest } from '@/lib/http';
import type { ReportBody } from '@/shared/schemas/community';
import { dealMutationKeys, dealScope } from './keys';
import { alertCommunityFailure } from './mutation-feedback';

export interface ReportVariables {
  /** The deal the reported entity belongs to (the scope that keeps actions on one deal in order). */
  dealId: number;
  report: ReportBody;
  idempotencyKey: string;
}

export function postReport({ report, idempotencyKey }: ReportVariables): Promise<unknown> {
  return apiRequest<unknown>('reports/', { method: 'POST', body: report, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** §3 Report: 'report sent' when the server took it (§8 success alerts), the §8 toast when it did not. */
export const reportMutationDefaults = () => ({
  mutationFn: postReport,
  onSuccess: () => showAlert({ type: 'success', message: t`Report sent` }),
  onError: (error: unknown) => alertCommunityFailure(error),
});

/** Returns `report(body)` and whether a report is being sent (the form keeps its submit disabled meanwhile). */
export function useReport(dealId: number): { report: (report: ReportBody) => Promise<unknown>; pending: boolean } {
  const { mutateAsync, isPending } = useMutation<unknown, unknown, ReportVariables>({
    mutationKey: dealMutationKeys.report,
    scope: dealScope(dealId),
  });
  return { report: (report) => mutateAsync({ dealId, report, idempotencyKey: newIdempotencyKey() }), pending: isPending };
}
