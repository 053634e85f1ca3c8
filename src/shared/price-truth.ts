/**
 * Price truth (issue 17): is an advertised discount real? Since 2023 a Polish shop announcing a reduction must state
 * the lowest price of the 30 days before it (the Omnibus rule); these rules compare a deal with that price and with the
 * prices we have seen for the same product. Shared by the server (which answers them) and the client (which explains
 * them), so both always agree.
 */

/** An advertised regular price more than this above the 30-day low makes the advertised discount overstated. */
export const OVERSTATED_MARGIN = 0.05;
/** The "lowest price we have seen" badge looks back this far. */
export const LOWEST_SEEN_DAYS = 90;
/** The price history chart covers this much. */
export const PRICE_HISTORY_MONTHS = 12;

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

/** True when the deal's price is at or below every other price seen for the product in LOWEST_SEEN_DAYS. */
export function isLowestSeen(newPrice: number | null, lowestSeen: number | null): boolean {
  return newPrice !== null && lowestSeen !== null && newPrice <= lowestSeen;
}
