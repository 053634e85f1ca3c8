import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { IdentityProof } from './request-reauth-code';

export type EmailChangeRequest = { email: string } & IdentityProof;

/** PUT /api/users/email: with the owner's proof, sends a code to the new address (204). */
export function requestEmailChange(body: EmailChangeRequest): Promise<null> {
  return apiRequest<null>('users/email', { method: 'PUT', body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
