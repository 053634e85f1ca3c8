import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

/** How an account proves it is its owner on the takeover paths: its password, or a mailed code when it has none. */
export type IdentityProof = { password: string } | { code: string };

/** POST /api/users/reauth-code: a code to the current address, for an account without a password (204). */
export function requestReauthCode(): Promise<null> {
  return apiRequest<null>('users/reauth-code', { method: 'POST' });
}

export function useRequestReauthCode() {
  return useMutation({ mutationFn: requestReauthCode });
}
