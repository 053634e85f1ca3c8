import { oneOf, pageNumber, searchSchema } from '@/lib/search-schema';
import { USER_PRIZE_STATUSES } from '@/shared/constants';

/** `?status&page` of the prize requests tab; anything unreadable falls back to the first page of pending requests. */
export const PrizeRequestsSearchSchema = searchSchema({
  status: oneOf(USER_PRIZE_STATUSES, 'pending'),
  page: pageNumber(),
});
