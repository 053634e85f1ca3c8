import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import { refreshBanners } from './cache-updates';
import type { BannersForOperator } from './get-operator-banners';

export function orderBanners(ids: number[]): Promise<unknown> {
  return apiRequest<unknown>('moderation/banners/order', { method: 'PUT', body: { ids } });
}

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
    onSettled: () => refreshBanners(queryClient),
  });
}
