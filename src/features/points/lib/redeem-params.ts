import { oneOf, pageNumber, searchSchema, type SearchOutput } from '@/lib/search-schema';

/** Redeem-points tabs in display order; the first is the fallback for a missing or invalid `tab`. */
export const REDEEM_TABS = ['available-prizes', 'my-prizes', 'points-history'] as const;
export type RedeemTab = (typeof REDEEM_TABS)[number];

/** Search params of /account/redeem-points: an unknown tab becomes the first one, a bad page becomes 1. */
export const RedeemSearchSchema = searchSchema({
  tab: oneOf(REDEEM_TABS, REDEEM_TABS[0]),
  page: pageNumber(100_000),
});
export type RedeemSearch = SearchOutput<typeof RedeemSearchSchema>;
