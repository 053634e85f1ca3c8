import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { BannedHosts, BannedHostsBody } from '@/shared/schemas/moderation-content';

export function saveBannedHosts(body: BannedHostsBody): Promise<BannedHosts> {
  return apiRequest<BannedHosts>('moderation/banned-hosts', { method: 'PUT', body });
}

export function useSaveBannedHosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBannedHosts,
    onSuccess: (saved) => queryClient.setQueryData(editorialKeys.bannedHosts(), saved),
  });
}
