import { describe, expect, it } from 'vitest';
import { isSameWarsawDay, nextWarsawMidnight, warsawDate } from '@/shared/warsaw-day';

describe('the Warsaw calendar day (the product time zone, the daily bonus)', () => {
  it('starts at midnight in Warsaw, in winter and in summer', () => {
    expect(warsawDate(new Date('2026-01-10T22:59:59Z'))).toBe('2026-01-10');
    expect(warsawDate(new Date('2026-01-10T23:00:00Z'))).toBe('2026-01-11');
    expect(warsawDate(new Date('2026-07-10T21:59:59Z'))).toBe('2026-07-10');
    expect(warsawDate(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });

  it('gives the next midnight across the clock changes', () => {
    expect(nextWarsawMidnight(new Date('2026-03-28T23:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(nextWarsawMidnight(new Date('2026-10-24T22:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('tells the browser whether two instants share the day the server counts by', () => {
    expect(isSameWarsawDay(new Date('2026-07-10T21:59:59Z'), new Date('2026-07-10T05:00:00Z'))).toBe(true);
    expect(isSameWarsawDay(new Date('2026-07-10T22:00:00Z'), new Date('2026-07-10T21:59:59Z'))).toBe(false);
  });
});
