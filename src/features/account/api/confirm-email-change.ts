import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { CurrentUser } from '@/shared/schemas/user';
import { accountKeys } from '@/domain/query-keys';

/** POST /api/users/confirm-email: the code proves the address; answers the updated user. */
export function confirmEmailChange(body: { email: string; code: string }): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('users/confirm-email', { method: 'POST', body });
}

/** Confirming a new e-mail refreshes the profile, which shows the address. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
