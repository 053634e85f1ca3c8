import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { replaceSessionTokens } from '@/lib/session';
import type { TokenPair } from '@/shared/schemas/auth';

/** How an account proves it is its owner on the takeover paths: its password, or a mailed code when it has none. */
export type IdentityProof = { password: string } | { code: string };

/** POST /api/users/reauth-code: a code to the current address, for an account without a password (204). */
export function requestReauthCode(): Promise<null> {
  return apiRequest<null>('users/reauth-code', { method: 'POST' });
}

export function useRequestReauthCode() {
  return useMutation({ mutationFn: requestReauthCode });
}

/** POST /api/users/password: every other session ends; this one continues with the fresh pair the server answers. */
export function changePassword(body: { old_password: string; password: string }): Promise<TokenPair> {
  return apiRequest<TokenPair>('users/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: replaceSessionTokens });
}
