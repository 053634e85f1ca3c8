import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { DailyClaimResult } from '@/shared/schemas/rewards';
import { newIdempotencyKey } from '@/lib/idempotency';
import { accountKeys, pointsKeys } from '@/domain/query-keys';

export function claimDaily(idempotencyKey: string): Promise<DailyClaimResult> {
  return apiRequest<DailyClaimResult>('users/daily', {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * POST /api/users/daily. Settled either way (claimed now, or 409 AlreadyClaimed), the balance and the history are
 * refreshed: an earlier claim from another tab or device is then visible too.
 */
export function useClaimDaily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimDaily(newIdempotencyKey()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.history() }),
      ]),
  });
}
