import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/http';
import { editorialKeys, specialKeys } from '@/lib/query-keys';
import type { SpecialBody, SpecialForOperator } from '@/shared/schemas/moderation-editorial';
import type { Special } from '@/shared/schemas/special';

export interface SpecialsForOperator {
  data: SpecialForOperator[];
}

export const operatorSpecialsQueryOptions = () =>
  queryOptions({
    queryKey: editorialKeys.specials(),
    queryFn: ({ signal }) => apiGet<SpecialsForOperator>('moderation/specials', undefined, signal),
  });
export const useOperatorSpecials = () => useQuery(operatorSpecialsQueryOptions());

/** The whole page to edit comes from the public endpoint (GET /api/specials/{id}); only live pages can be edited. */
export const specialToEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: editorialKeys.special(id),
    queryFn: ({ signal }) => apiGet<Special>(`specials/${id}`, undefined, signal),
    staleTime: 0,
  });
export const useSpecialToEdit = (id: number | null) => useQuery({ ...specialToEditQueryOptions(id ?? 0), enabled: id !== null });

export function saveSpecial({ id, body }: { id: number | null; body: SpecialBody }): Promise<Special> {
  return id === null
    ? apiRequest<Special>('moderation/specials', { method: 'POST', body })
    : apiRequest<Special>(`moderation/specials/${id}`, { method: 'PUT', body });
}

export function retireSpecial(id: number): Promise<unknown> {
  return apiRequest<unknown>(`moderation/specials/${id}`, { method: 'DELETE' });
}

/** The public page changes with its editor, so its cached copy refetches too. */
function useSpecialMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: editorialKeys.specials() }),
        queryClient.invalidateQueries({ queryKey: specialKeys.all }),
      ]);
    },
  });
}

export const useSaveSpecial = () => useSpecialMutation(saveSpecial);
export const useRetireSpecial = () => useSpecialMutation(retireSpecial);
