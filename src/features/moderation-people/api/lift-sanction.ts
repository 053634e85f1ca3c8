import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { moderationPeopleKeys } from '@/domain/moderation-keys';
import type { Decision } from '@/shared/schemas/moderation';
import type { LiftSanctionBody } from '@/shared/schemas/moderation-appeals';

export interface LiftSanctionVariables {
  userId: number;
  body: LiftSanctionBody;
}

export function liftSanction({ userId, body }: LiftSanctionVariables): Promise<Decision> {
  return apiRequest<Decision>(`moderation/sanctions/${userId}/lift`, { method: 'POST', body });
}

/** POST /api/moderation/sanctions/{user_id}/lift: ends a running suspension, with the reason the member reads. */
export function useLiftSanction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSanction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationPeopleKeys.all() }),
  });
}
