import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { IdentityProof } from './request-reauth-code';

/** DELETE /api/users/: the owner's password (or mailed code) goes with it, a token alone is not enough. */
export function deleteAccount(proof: IdentityProof): Promise<unknown> {
  return apiRequest<unknown>('users/', { method: 'DELETE', body: proof });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
