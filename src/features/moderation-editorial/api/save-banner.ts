import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { BannerBody, BannerForOperator, BannerPatch } from '@/shared/schemas/moderation-editorial';
import { refreshBanners } from './cache-updates';

export type BannerSave = { id: null; body: BannerBody } | { id: number; body: BannerPatch };

export function saveBanner(save: BannerSave): Promise<BannerForOperator> {
  return save.id === null
    ? apiRequest<BannerForOperator>('moderation/banners', { method: 'POST', body: save.body })
    : apiRequest<BannerForOperator>(`moderation/banners/${save.id}`, { method: 'PATCH', body: save.body });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBanner, onSettled: () => refreshBanners(queryClient) });
}
