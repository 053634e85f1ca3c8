import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { ClaimInformationBody, UserPrize } from '@/shared/schemas/rewards';
import { newIdempotencyKey } from '@/lib/idempotency';
import { pointsKeys } from '@/domain/query-keys';

export interface ClaimInformationVariables {
  userPrizeId: number;
  body: ClaimInformationBody;
}

export function sendClaimInformation({ userPrizeId, body }: ClaimInformationVariables, idempotencyKey: string): Promise<UserPrize> {
  return apiRequest<UserPrize>(`prizes/${userPrizeId}`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST /api/prizes/{id}: the claim information (address, size …) of a pending prize; the prize list is refreshed after. */
export function useSendClaimInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ClaimInformationVariables) => sendClaimInformation(variables, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.userPrizes() }),
  });
}
