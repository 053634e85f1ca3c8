import { createRandom } from './random';

const DAY = 24 * 60 * 60 * 1000;

/** What a shop states about a demo deal's price (its 30-day low), and the prices of the product before it. */
export interface SeedPriceTruth {
  lowestPrice30d: number;
  /** Oldest first, all before the deal was posted; the deal's own price is its point at posting. */
  history: { price: number; at: Date }[];
}

/** Rounds like shop prices: whole złoty ending in 9 (…,99 zł in minor units ends in 99). */
const shopPrice = (minor: number) => Math.max(99, Math.round(minor / 100) * 100 - 1);

/**
 * Omnibus notes and 90-day histories for about two thirds of the priced PLN demo deals, from a generator of their
 * own so the rest of the demo data stays as it was. Three kinds, as deal hunters meet them:
 * - honest: the 30-day low is the regular price the shop advertises (within 3%);
 * - overstated: the price sat just above today's for the last month, the "regular" price is older and higher, so
 *   the advertised discount is far larger than the real one;
 * - no regular price: only the 30-day low, a little above today's price.
 * About a fifth were cheaper once, two months ago, so not every deal is "the lowest in 90 days".
 */
export function planPriceTruth(
  index: number,
  newPrice: number | null,
  oldPrice: number | null,
  currency: string,
  createdAt: Date,
): SeedPriceTruth | null {
  if (currency !== 'PLN' || newPrice === null || newPrice <= 0) return null;
  const rand = createRandom(170_000 + index);
  if (!rand.chance(0.68)) return null;
  const overstated = oldPrice !== null && oldPrice > newPrice * 1.12 && rand.chance(0.35);
  const lowestPrice30d =
    oldPrice === null
      ? shopPrice(newPrice * (1.04 + rand.next() * 0.12))
      : overstated
        ? shopPrice(newPrice * (1.02 + rand.next() * 0.05))
        : shopPrice(oldPrice * (0.97 + rand.next() * 0.03));
  const regular = oldPrice ?? lowestPrice30d;
  const history: SeedPriceTruth['history'] = [];
  for (let daysBack = 88 - rand.int(0, 6); daysBack > 0; daysBack -= rand.int(6, 16)) {
    const recent = daysBack <= 30;
    // The last month never goes below the stated 30-day low; before it, the regular price with small moves.
    const base = recent ? lowestPrice30d : overstated ? regular : Math.max(regular, lowestPrice30d);
    const price = recent ? shopPrice(base * (1 + rand.next() * 0.06)) : shopPrice(base * (0.97 + rand.next() * 0.06));
    history.push({ price: Math.max(price, recent ? lowestPrice30d : 0), at: new Date(createdAt.getTime() - daysBack * DAY) });
  }
  const lastMonth = history.filter((point) => createdAt.getTime() - point.at.getTime() <= 30 * DAY);
  if (lastMonth.length > 0 && !lastMonth.some((point) => point.price === lowestPrice30d)) {
    const at = lastMonth[rand.int(0, lastMonth.length - 1)];
    if (at) at.price = lowestPrice30d;
  }
  if (rand.chance(0.2)) {
    history.push({ price: shopPrice(newPrice * 0.93), at: new Date(createdAt.getTime() - 62 * DAY) });
    history.sort((a, b) => a.at.getTime() - b.at.getTime());
  }
  return { lowestPrice30d, history };
}
