import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { CurrentUser } from '@/shared/schemas/user';
import type { IdentityProof } from './account-security';
import { accountKeys } from '@/lib/query-keys';

export type EmailChangeRequest = { email: string } & IdentityProof;

/** PUT /api/users/email: with the owner's proof, sends a code to the new address (204). */
export function requestEmailChange(body: EmailChangeRequest): Promise<null> {
  return apiRequest<null>('users/email', { method: 'PUT', body });
}

/** POST /api/users/confirm-email: the code proves the address; answers the updated user. */
export function confirmEmailChange(body: { email: string; code: string }): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('users/confirm-email', { method: 'POST', body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

/** §4 Cache refresh: confirming a new e-mail refreshes the profile. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
