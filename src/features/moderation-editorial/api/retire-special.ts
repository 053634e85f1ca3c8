import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { refreshSpecials } from './cache-updates';

export function retireSpecial(id: number): Promise<unknown> {
  return apiRequest<unknown>(`moderation/specials/${id}`, { method: 'DELETE' });
}

export function useRetireSpecial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retireSpecial, onSettled: () => refreshSpecials(queryClient) });
}
