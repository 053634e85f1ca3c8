import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { feedKeys } from '@/domain/query-keys';
import { apiGet } from '@/lib/http';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';

/** GET /api/users/hidden-deals: the member's hidden deals, the latest hidden first, in the deal list shape. */
export const hiddenDealsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: feedKeys.hiddenPage(page),
    queryFn: ({ signal }) => apiGet<ListResponse<DealListItem>>('users/hidden-deals', { page }, signal),
    placeholderData: keepPreviousData,
  });
