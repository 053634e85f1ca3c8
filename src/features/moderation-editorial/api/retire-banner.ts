import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { refreshBanners } from './cache-updates';

export function retireBanner(id: number): Promise<unknown> {
  return apiRequest<unknown>(`moderation/banners/${id}`, { method: 'DELETE' });
}

export function useRetireBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retireBanner, onSettled: () => refreshBanners(queryClient) });
}
