import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { CurrentUser, ProfileUpdateBody } from '@/shared/schemas/user';
import { accountKeys } from '@/domain/query-keys';

export function updateProfile(body: ProfileUpdateBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('users/', { method: 'PUT', body });
}

/** PUT /api/users/: the profile query is refetched afterwards so every screen shows the saved values. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
