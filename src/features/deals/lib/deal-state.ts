import type { I18n } from '@lingui/core';
import { formatCountdown, isPast } from '@/lib/format';
import { DISCOUNT_LOW_MAX, DISCOUNT_MEDIUM_MAX } from '@/shared/constants';
import type { DealListItem } from '@/shared/schemas/deal';

export type DiscountLevel = 'low' | 'medium' | 'high';

/** §4 badge level: low up to 25, medium up to 50, high above; no badge unless the discount is positive. */
export function discountLevel(discount: number | null): DiscountLevel | null {
  if (discount === null || !(discount > 0)) return null;
  if (discount <= DISCOUNT_LOW_MAX) return 'low';
  if (discount <= DISCOUNT_MEDIUM_MAX) return 'medium';
  return 'high';
}

/**
 * The discount a card shows (issue 17): the advertised one, unless the shop's 30-day lowest price tells another story.
 * Then the discount against that price (`real`), or, when the price is no lower than that low, no discount at all
 * (`none-real`) with a word why. Null: no badge and nothing to say.
 */
export type CardDiscount = { basis: 'advertised'; value: number } | { basis: 'real'; value: number } | { basis: 'none-real' } | null;

export function cardDiscount(discount: number | null, realDiscount: number | null | undefined): CardDiscount {
  const advertised = discount !== null && discount > 0 ? { basis: 'advertised' as const, value: discount } : null;
  // A copy cached before issue 17 has no real_discount: it reads as "the 30-day low was not given".
  if (realDiscount === null || realDiscount === undefined || realDiscount === discount) return advertised;
  if (realDiscount > 0) return { basis: 'real', value: realDiscount };
  return advertised ? { basis: 'none-real' } : null;
}

/** How far the advertised price before the reduction is above the 30-day low, in whole percent (the overstated note). */
export function overstatedBy(oldPrice: number, lowest30d: number): number {
  return Math.round((oldPrice / lowest30d - 1) * 100);
}

/** 'free' is the API's marker for free shipping (§3). */
export function isFreeShipping(shipping: string | null): boolean {
  return shipping?.trim().toLowerCase() === 'free';
}

export interface DealCountdowns {
  /** Time left until the deal ends, or null when there is no pill to show. */
  expiresIn: string | null;
  /** Time left until the product is released, or null when there is no pill to show. */
  releasesIn: string | null;
}

type CountdownFields = Pick<DealListItem, 'expires_at' | 'released_at' | 'show_countdown_to_expiration' | 'show_countdown_to_release'>;

/**
 * §2 countdown pills: each shows only when its flag is on and its moment is still ahead, so an expired deal or an
 * already released product never shows a countdown.
 */
export function dealCountdowns(deal: CountdownFields, now: Date, i18n: I18n): DealCountdowns {
  const expiresIn =
    deal.show_countdown_to_expiration && deal.expires_at && !isPast(deal.expires_at, now)
      ? formatCountdown(deal.expires_at, now, i18n)
      : null;
  const releasesIn = deal.show_countdown_to_release && deal.released_at ? formatCountdown(deal.released_at, now, i18n) : null;
  return { expiresIn, releasesIn };
}
