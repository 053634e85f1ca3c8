import { pageNumber, searchSchema } from '@/lib/search-schema';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import type { DealListParams } from '../api/get-deals';

/** Category page: the category's best deals only, 30 per page. */
export function categoryListParams(slug: string, page: number): DealListParams {
  return { page, per_page: DEAL_PAGE_SIZE, only_best: true, categories: [slug] };
}

/** A missing or bad page falls back to the first. */
export const CategorySearchSchema = searchSchema({
  page: pageNumber(),
});
