import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { Special } from '@/shared/schemas/special';

/** The whole page to edit comes from the public endpoint (GET /api/specials/{id}); only live pages can be edited. */
export const specialToEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: editorialKeys.special(id),
    queryFn: ({ signal }) => apiGet<Special>(`specials/${id}`, undefined, signal),
    staleTime: 0,
  });
export const useSpecialToEdit = (id: number | null) => useQuery({ ...specialToEditQueryOptions(id ?? 0), enabled: id !== null });
