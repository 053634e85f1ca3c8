import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { accountKeys } from '@/domain/query-keys';

export function deleteAvatar(): Promise<unknown> {
  return apiRequest<unknown>('users/avatar', { method: 'DELETE' });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
