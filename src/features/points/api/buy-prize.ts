import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { UserPrize } from '@/shared/schemas/rewards';
import { newIdempotencyKey } from '@/lib/idempotency';
import { accountKeys, pointsKeys } from '@/domain/query-keys';

export function buyPrize(prizeId: number, idempotencyKey: string): Promise<UserPrize> {
  return apiRequest<UserPrize>(`prizes/available/${prizeId}`, {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Buying a prize refreshes the profile, available prizes, points history and prizes history. */
export async function refreshAfterPurchase(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [accountKeys.profile(), pointsKeys.availablePrizes(), pointsKeys.history(), pointsKeys.userPrizes()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** POST /api/prizes/available/{id}: one idempotency key per purchase, so a retried request never buys twice. */
export function useBuyPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prizeId: number) => buyPrize(prizeId, newIdempotencyKey()),
    onSuccess: () => refreshAfterPurchase(queryClient),
  });
}
