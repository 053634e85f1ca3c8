import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { dealKeys } from '@/domain/query-keys';
import { moderationPeopleKeys } from '@/domain/moderation-keys';
import type { AppealDecisionBody, AppealForOperator } from '@/shared/schemas/moderation-appeals';

export interface DecideAppealVariables {
  id: number;
  body: AppealDecisionBody;
}

export function decideAppeal({ id, body }: DecideAppealVariables): Promise<AppealForOperator> {
  return apiRequest<AppealForOperator>(`moderation/appeals/${id}`, { method: 'POST', body });
}

/**
 * POST /api/moderation/appeals/{id}: grants or rejects an appeal. A granted one restores content or lifts a
 * suspension, so deal lists and the member lookup are refreshed with the appeals.
 */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: async (_appeal, { body }) => {
      await queryClient.invalidateQueries({ queryKey: moderationPeopleKeys.all() });
      if (body.outcome === 'granted') await queryClient.invalidateQueries({ queryKey: dealKeys.all });
    },
  });
}
