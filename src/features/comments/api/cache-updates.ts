import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import { dealKeys } from '@/domain/query-keys';
import type { DealComment, DealDetail } from '@/shared/schemas/deal';

/** Applies `update` to the comments held with a deal's detail (they arrive as `deal_comments`). */
export function updateDealComments(queryClient: QueryClient, dealId: number, update: (comments: DealComment[]) => DealComment[]): void {
  queryClient.setQueryData<DealDetail>(dealKeys.detail(dealId), (deal) => {
    if (!deal) return deal;
    const comments = update(deal.deal_comments);
    const delta = comments.length - deal.deal_comments.length;
    return { ...deal, deal_comments: comments, comments_count: Math.max(0, deal.comments_count + delta) };
  });
}

/** What `updateDealComments` changes, for `changeOptimistically`. */
export const placeOfDealComments = (dealId: number): QueryFilters => ({ queryKey: dealKeys.detail(dealId), exact: true });
