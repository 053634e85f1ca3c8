import * as v from 'valibot';
import { USER_PRIZE_STATUSES } from '@/shared/constants';

/** `?status&page` of the prize requests tab; anything unreadable falls back to the first page of pending requests. */
export const PrizeRequestsSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(USER_PRIZE_STATUSES), 'pending'), 'pending'),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});
