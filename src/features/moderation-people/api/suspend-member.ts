import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { moderationPeopleKeys } from '@/domain/moderation-keys';
import type { Decision } from '@/shared/schemas/moderation';
import type { SanctionBody } from '@/shared/schemas/moderation-appeals';

export function suspendMember(body: SanctionBody): Promise<Decision> {
  return apiRequest<Decision>('moderation/sanctions', { method: 'POST', body });
}

/** POST /api/moderation/sanctions: suspends a member (a new sanction replaces a running one). */
export function useSuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationPeopleKeys.all() }),
  });
}
