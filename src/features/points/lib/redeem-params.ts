import * as v from 'valibot';

/** Redeem-points tabs in display order; the first is the fallback for a missing or invalid `tab` (§2, §4). */
export const REDEEM_TABS = ['available-prizes', 'my-prizes', 'points-history'] as const;
export type RedeemTab = (typeof REDEEM_TABS)[number];

/** Search params of /account/redeem-points: an unknown tab becomes the first one, a bad page becomes 1. */
export const RedeemSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(REDEEM_TABS), REDEEM_TABS[0]), REDEEM_TABS[0]),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1), 1),
});
export type RedeemSearch = v.InferOutput<typeof RedeemSearchSchema>;
