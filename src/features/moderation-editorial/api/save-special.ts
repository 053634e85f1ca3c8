import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { SpecialBody } from '@/shared/schemas/moderation-editorial';
import type { Special } from '@/shared/schemas/special';
import { refreshSpecials } from './cache-updates';

export function saveSpecial({ id, body }: { id: number | null; body: SpecialBody }): Promise<Special> {
  return id === null
    ? apiRequest<Special>('moderation/specials', { method: 'POST', body })
    : apiRequest<Special>(`moderation/specials/${id}`, { method: 'PUT', body });
}

export function useSaveSpecial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSpecial, onSettled: () => refreshSpecials(queryClient) });
}
