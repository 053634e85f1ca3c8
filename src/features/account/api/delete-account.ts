import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

export function deleteAccount(): Promise<unknown> {
  return apiRequest<unknown>('users/', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
