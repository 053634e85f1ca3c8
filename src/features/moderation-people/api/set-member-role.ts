import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { moderationPeopleKeys } from '@/domain/moderation-keys';
import type { RoleBody, RoleResult } from '@/shared/schemas/moderation';

export interface SetMemberRoleVariables {
  userId: number;
  body: RoleBody;
}

export function setMemberRole({ userId, body }: SetMemberRoleVariables): Promise<RoleResult> {
  return apiRequest<RoleResult>(`moderation/users/${userId}/role`, { method: 'PUT', body });
}

/** PUT /api/moderation/users/{id}/role (admins): makes or unmakes a moderator; the audit records it. */
export function useSetMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationPeopleKeys.all() }),
  });
}
