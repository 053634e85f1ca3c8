/**
 * Price truth: is an advertised discount real? Since 2023 a Polish shop announcing a reduction must state
 * the lowest price of the 30 days before it (the Omnibus rule); these rules compare a deal with that price and with the
 * prices we have seen for the same product. Shared by the server (which answers them) and the client (which explains
 * them), so both always agree.
 */

import { DISCOUNT_LOW_MAX, DISCOUNT_MEDIUM_MAX } from './constants';

/** An advertised regular price more than this above the 30-day low makes the advertised discount overstated. */
export const OVERSTATED_MARGIN = 0.05;
/** The "lowest price we have seen" badge looks back this far. */
export const LOWEST_SEEN_DAYS = 90;
/** The price history chart covers this much. */
export const PRICE_HISTORY_MONTHS = 12;

/**
 * The advertised discount in whole percent, from the two prices a deal states; null unless the price is a reduction.
 */
export function advertisedDiscount(newPrice: number | null, oldPrice: number | null): number | null {
  if (newPrice === null || oldPrice === null || oldPrice <= 0 || newPrice >= oldPrice) return null;
  return Math.round(((oldPrice - newPrice) / oldPrice) * 100);
}

/** The advertised discount as it may be shown: only a positive one (a copy or an edit may carry 0 or none). */
export function shownAdvertisedDiscount(discount: number | null): number | null {
  return discount !== null && discount > 0 ? discount : null;
}

/**
 * The discount against the shop's 30-day lowest price, in whole percent: what the shopper really saves compared with
 * a month ago. Null without both prices; 0 or less when the price is no lower than that low.
 */
export function realDiscount(newPrice: number | null, lowest30d: number | null): number | null {
  if (newPrice === null || lowest30d === null || lowest30d <= 0) return null;
  return Math.round((1 - newPrice / lowest30d) * 100);
}

/** True when the advertised regular price is above the 30-day low by more than OVERSTATED_MARGIN. */
export function isDiscountOverstated(oldPrice: number | null, lowest30d: number | null): boolean {
  if (oldPrice === null || lowest30d === null) return false;
  return oldPrice > lowest30d * (1 + OVERSTATED_MARGIN);
}

/**
 * How far an overstated advertised price before the reduction is above the 30-day low, in whole percent; null when
 * the server did not find it overstated (`isDiscountOverstated`) or a price is missing.
 */
export function overstatedPercent(overstated: boolean, oldPrice: number | null, lowest30d: number | null): number | null {
  if (!overstated || oldPrice === null || lowest30d === null || lowest30d <= 0) return null;
  return Math.round((oldPrice / lowest30d - 1) * 100);
}

/** True when the deal's price is at or below every other price seen for the product in LOWEST_SEEN_DAYS. */
export function isLowestSeen(newPrice: number | null, lowestSeen: number | null): boolean {
  return newPrice !== null && lowestSeen !== null && newPrice <= lowestSeen;
}

const DAY_MS = 86_400_000;

/**
 * The days a "lowest price since" claim may name: the whole days since the oldest price it was compared
 * with (`since`), at most LOWEST_SEEN_DAYS. Null, so no claim, when the price is not the lowest or the prices cover
 * less than a day: a deal repriced a minute after posting has no history to speak of. `since` undefined is a copy
 * cached before it was answered.
 */
export function lowestSeenDays(
  newPrice: number | null,
  lowestSeen: number | null,
  since: string | null | undefined,
  now: Date,
): number | null {
  if (!isLowestSeen(newPrice, lowestSeen) || since === null || since === undefined) return null;
  const days = Math.min(LOWEST_SEEN_DAYS, Math.floor((now.getTime() - Date.parse(since)) / DAY_MS));
  return days >= 1 ? days : null;
}

export type DiscountLevel = 'low' | 'medium' | 'high';

/** Discount badge level: low up to 25, medium up to 50, high above; no badge unless the discount is positive. */
export function discountLevel(discount: number | null): DiscountLevel | null {
  if (discount === null || !(discount > 0)) return null;
  if (discount <= DISCOUNT_LOW_MAX) return 'low';
  if (discount <= DISCOUNT_MEDIUM_MAX) return 'medium';
  return 'high';
}

/** What a deal says about its discount, everywhere it is shown (see `discountClaim`). */
export interface DiscountClaim {
  /** The figure the deal leads with: the discount against the 30-day low, when that low is known and beaten. */
  headline: number | null;
  /** The badge level of the headline; the advertised discount never has one. */
  level: DiscountLevel | null;
  /** The advertised discount, shown only labelled as advertised ("reklamowana"); null when it is not positive or is the headline. */
  advertised: number | null;
  /** The deal advertises a discount, but its price is no lower than the 30-day low: said in words, in place of a figure. */
  noRealReduction: boolean;
}

/**
 * The one rule of which discount a deal leads with, for cards, the deal page, the share card, the page's head
 * and push texts alike. A shop's advertised discount is measured against a price it chose; only the one against the
 * 30-day low (`realDiscount`) is a fact, so only it is ever the headline. Without that low there is no headline, and
 * the advertised figure is still shown, as advertised. `realDiscount` undefined is a copy cached before the
 * server answered it.
 */
export function discountClaim(discount: number | null, realDiscount: number | null | undefined): DiscountClaim {
  const advertised = shownAdvertisedDiscount(discount);
  const real = realDiscount ?? null;
  if (real !== null && real > 0) {
    return { headline: real, level: discountLevel(real), advertised: advertised === real ? null : advertised, noRealReduction: false };
  }
  return { headline: null, level: null, advertised, noRealReduction: real !== null && advertised !== null };
}
