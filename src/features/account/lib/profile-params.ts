import * as v from 'valibot';
import type { UserDealsTab } from '../api/keys';

/** Profile tabs in display order; the first is the fallback for an invalid `tab` (§4). */
export const PROFILE_TABS = ['added', 'commented'] as const satisfies readonly UserDealsTab[];

export const ProfileSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(PROFILE_TABS), PROFILE_TABS[0]), PROFILE_TABS[0]),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});

/** A profile id from the URL: a positive whole number, or null for anything else (shown as user not found). */
export function parseProfileId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
