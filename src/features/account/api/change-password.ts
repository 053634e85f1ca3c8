import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { replaceSessionTokens } from '@/domain/session';
import type { TokenPair } from '@/shared/schemas/auth';

/** POST /api/users/password: every other session ends; this one continues with the fresh pair the server answers. */
export function changePassword(body: { old_password: string; password: string }): Promise<TokenPair> {
  return apiRequest<TokenPair>('users/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: replaceSessionTokens });
}
