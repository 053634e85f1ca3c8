import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { CurrentUser } from '@/shared/schemas/user';
import { accountKeys } from '@/domain/query-keys';

export function uploadAvatar(file: File): Promise<CurrentUser> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest<CurrentUser>('users/avatar', { method: 'PUT', body });
}

/** PUT /api/users/avatar answers the updated user, which replaces the cached profile at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.profile(), user),
  });
}
