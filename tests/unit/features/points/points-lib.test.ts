import { readSearch } from '../../search-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPointsAmount, formatPrice } from '@/features/points/lib/points-format';
import { pointsReasonLabel } from '@/features/points/lib/points-reason';
import { RedeemSearchSchema } from '@/features/points/lib/redeem-params';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n } from '../../render';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

describe('redeem-points search params', () => {
  it('keeps a known tab and page', () => {
    expect(readSearch(RedeemSearchSchema, { tab: 'points-history', page: 3 })).toEqual({ tab: 'points-history', page: 3 });
  });

  it('falls back to the first tab and page 1 when missing or invalid', () => {
    expect(readSearch(RedeemSearchSchema, {})).toEqual({ tab: 'available-prizes', page: 1 });
    expect(readSearch(RedeemSearchSchema, { tab: 'lootboxes', page: -2 })).toEqual({ tab: 'available-prizes', page: 1 });
    expect(readSearch(RedeemSearchSchema, { tab: 7, page: 'x' })).toEqual({ tab: 'available-prizes', page: 1 });
  });
});

describe('points display', () => {
  it('shows a plus sign when positive and a minus sign otherwise', () => {
    expect(formatPointsAmount(10)).toBe('+10');
    expect(formatPointsAmount(-500)).toBe('-500');
    expect(formatPointsAmount(1)).toBe('+1');
  });

  it("labels a price of 0 'free' and any other price in points", () => {
    expect(formatPrice(i18n, 0)).toBe('Free');
    expect(formatPrice(i18n, 1500)).toBe('1500 points');
  });

  it('names the ledger reasons, reading custom reasons of other rows as words', () => {
    expect(pointsReasonLabel(i18n, 'daily_points', null)).toBe('Daily bonus');
    expect(pointsReasonLabel(i18n, 'other', 'popular_deal')).toBe('Popular deal');
    expect(pointsReasonLabel(i18n, 'other', 'summer_contest')).toBe('summer contest');
    expect(pointsReasonLabel(i18n, 'other', null)).toBe('Other');
  });
});
