import { describe, expect, it } from 'vitest';
import { advertisedDiscount, discountClaim, discountLevel, lowestSeenDays, overstatedPercent } from '@/shared/price-truth';

describe('discountClaim: the one rule of what discount a deal leads with', () => {
  it('leads with the discount against the 30-day low and keeps the advertised one only as a side note', () => {
    // -45% advertised, -2% against the lowest price of 30 days: the -2% leads, at its own badge level.
    expect(discountClaim(45, 2)).toEqual({ headline: 2, level: 'low', advertised: 45, noRealReduction: false });
    expect(discountClaim(60, 51)).toEqual({ headline: 51, level: 'high', advertised: 60, noRealReduction: false });
  });

  it('never makes the advertised discount the headline, even when no 30-day low is known', () => {
    expect(discountClaim(45, null)).toEqual({ headline: null, level: null, advertised: 45, noRealReduction: false });
    expect(discountClaim(45, undefined)).toEqual({ headline: null, level: null, advertised: 45, noRealReduction: false });
  });

  it('says "no reduction" in place of a figure when the price is no lower than the 30-day low', () => {
    expect(discountClaim(28, 0)).toEqual({ headline: null, level: null, advertised: 28, noRealReduction: true });
    expect(discountClaim(28, -8)).toEqual({ headline: null, level: null, advertised: 28, noRealReduction: true });
    // Nothing was claimed, so there is nothing to deny.
    expect(discountClaim(null, 0)).toEqual({ headline: null, level: null, advertised: null, noRealReduction: false });
  });

  it('shows one figure when the shop’s claim is true, and a real discount without an advertised one', () => {
    expect(discountClaim(28, 28)).toEqual({ headline: 28, level: 'medium', advertised: null, noRealReduction: false });
    expect(discountClaim(null, 9)).toEqual({ headline: 9, level: 'low', advertised: null, noRealReduction: false });
    expect(discountClaim(0, null)).toEqual({ headline: null, level: null, advertised: null, noRealReduction: false });
  });

  it('levels a figure at 25 and 50 and none unless positive', () => {
    expect([null, 0, -5, 1, 25, 25.5, 50, 51].map(discountLevel)).toEqual([null, null, null, 'low', 'low', 'medium', 'medium', 'high']);
  });
});

describe('lowestSeenDays: how many days a "lowest since" claim may name', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const DAY = 86_400_000;

  it('names the whole days the compared prices cover, at most 90', () => {
    expect(lowestSeenDays(100, 120, ago(40.5 * DAY), now)).toBe(40);
    expect(lowestSeenDays(100, 100, ago(89.9 * DAY), now)).toBe(89);
    expect(lowestSeenDays(100, 120, ago(200 * DAY), now)).toBe(90);
  });

  it('claims nothing over less than a day, without a span, or when the price is not the lowest', () => {
    expect(lowestSeenDays(100, 120, ago(35_000), now)).toBeNull();
    expect(lowestSeenDays(100, 120, null, now)).toBeNull();
    expect(lowestSeenDays(100, 120, undefined, now)).toBeNull();
    expect(lowestSeenDays(130, 120, ago(40 * DAY), now)).toBeNull();
  });
});

describe('advertisedDiscount: the discount a deal states, computed from its two prices', () => {
  it('is the reduction in whole percent, and none unless the price is lower than the regular one', () => {
    expect(advertisedDiscount(75, 100)).toBe(25);
    expect(advertisedDiscount(1, 3)).toBe(67);
    expect([
      advertisedDiscount(100, 100),
      advertisedDiscount(120, 100),
      advertisedDiscount(null, 100),
      advertisedDiscount(10, null),
    ]).toEqual([null, null, null, null]);
  });
});

describe('overstatedPercent: how far an overstated regular price is above the 30-day low', () => {
  it('gives the excess in whole percent only for a discount the server found overstated', () => {
    expect(overstatedPercent(true, 150, 100)).toBe(50);
    expect(overstatedPercent(false, 150, 100)).toBeNull();
    expect([overstatedPercent(true, null, 100), overstatedPercent(true, 150, null), overstatedPercent(true, 150, 0)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
