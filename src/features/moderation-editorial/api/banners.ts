import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/http';
import { bannerKeys, editorialKeys } from '@/lib/query-keys';
import type { BannerBody, BannerForOperator, BannerImage, BannerPatch } from '@/shared/schemas/moderation-editorial';

export interface BannersForOperator {
  data: BannerForOperator[];
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: editorialKeys.banners(),
    queryFn: ({ signal }) => apiGet<BannersForOperator>('moderation/banners', undefined, signal),
  });
export const useOperatorBanners = () => useQuery(bannersQueryOptions());

/** POST /api/moderation/banners/images: the picture as deal pictures are sent (multipart, field `image`). */
export function uploadBannerImage(file: File): Promise<BannerImage> {
  const body = new FormData();
  body.append('image', file);
  // A large banner over a slow uplink takes longer than a JSON call.
  return apiRequest<BannerImage>('moderation/banners/images', { method: 'POST', body, timeoutMs: 60_000 });
}

export type BannerSave = { id: null; body: BannerBody } | { id: number; body: BannerPatch };

export function saveBanner(save: BannerSave): Promise<BannerForOperator> {
  return save.id === null
    ? apiRequest<BannerForOperator>('moderation/banners', { method: 'POST', body: save.body })
    : apiRequest<BannerForOperator>(`moderation/banners/${save.id}`, { method: 'PATCH', body: save.body });
}

export function orderBanners(ids: number[]): Promise<unknown> {
  return apiRequest<unknown>('moderation/banners/order', { method: 'PUT', body: { ids } });
}

export function retireBanner(id: number): Promise<unknown> {
  return apiRequest<unknown>(`moderation/banners/${id}`, { method: 'DELETE' });
}

/** Any banner change also changes what visitors see in the slots, so the public banner list refetches too. */
function useBannerMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: editorialKeys.banners() }),
        queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
      ]);
    },
  });
}

export const useSaveBanner = () => useBannerMutation(saveBanner);

/**
 * Moves show at once (positions follow the new order); a refused order is put right by the refetch that follows. Quick
 * moves in a row run one after another (one scope), so the last order sent is the one the server keeps.
 */
export function useOrderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderBanners,
    scope: { id: 'moderation-banner-order' },
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey: editorialKeys.banners() });
      queryClient.setQueryData<BannersForOperator>(editorialKeys.banners(), (old) =>
        old
          ? { data: old.data.map((banner) => (ids.includes(banner.id) ? { ...banner, position: ids.indexOf(banner.id) } : banner)) }
          : old,
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: editorialKeys.banners() }),
        queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
      ]);
    },
  });
}
export const useRetireBanner = () => useBannerMutation(retireBanner);
