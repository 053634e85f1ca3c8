import * as v from 'valibot';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import type { DealListParams } from '../api/get-deals';

/** §2 category page: the category's best deals only, 30 per page. */
export function categoryListParams(slug: string, page: number): DealListParams {
  return { page, per_page: DEAL_PAGE_SIZE, only_best: true, categories: [slug] };
}

/** §4 fallback: a missing or bad page is the first. */
export const CategorySearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});
