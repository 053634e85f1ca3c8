import * as v from 'valibot';
import type { UserDealsTab } from '../api/get-user-deals';

/** Profile tabs in display order; the first is the fallback for an invalid `tab` (§4). */
export const PROFILE_TABS = ['added', 'commented'] as const satisfies readonly UserDealsTab[];

export const ProfileSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(PROFILE_TABS), PROFILE_TABS[0]), PROFILE_TABS[0]),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});
