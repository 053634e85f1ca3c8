import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { SpecialForOperator } from '@/shared/schemas/moderation-editorial';

export interface SpecialsForOperator {
  data: SpecialForOperator[];
}

export const operatorSpecialsQueryOptions = () =>
  queryOptions({
    queryKey: editorialKeys.specials(),
    queryFn: ({ signal }) => apiGet<SpecialsForOperator>('moderation/specials', undefined, signal),
  });
export const useOperatorSpecials = () => useQuery(operatorSpecialsQueryOptions());
