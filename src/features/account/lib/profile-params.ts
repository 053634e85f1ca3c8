import { oneOf, pageNumber, searchSchema } from '@/lib/search-schema';
import type { UserDealsTab } from '../api/get-user-deals';

/** Profile tabs in display order; the first is the fallback for an invalid `tab`. */
export const PROFILE_TABS = ['added', 'commented'] as const satisfies readonly UserDealsTab[];

export const ProfileSearchSchema = searchSchema({
  tab: oneOf(PROFILE_TABS, PROFILE_TABS[0]),
  page: pageNumber(),
});
