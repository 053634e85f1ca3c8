import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatMediumDate, formatNumericDate } from '@/lib/format/date';

describe('dates (Europe/Warsaw calendar day)', () => {
  it("shows a coupon's last day in digits the language's way", () => {
    expect(formatNumericDate('2026-11-20T12:00:00Z', 'pl')).toBe('20.11.2026');
    expect(formatNumericDate('2026-11-20T12:00:00Z', 'en')).toBe('20/11/2026');
    expect(formatNumericDate('2026-11-20T12:00:00Z', 'de')).toBe('20/11/2026');
  });

  it('counts the day in Warsaw, so a late evening in UTC is already the next day', () => {
    expect(formatNumericDate('2026-01-10T23:30:00Z', 'pl')).toBe('11.01.2026');
    expect(formatDayMonthYear('2026-07-10T22:30:00Z', '-')).toBe('11-07-2026');
    expect(formatDayMonthYear('2026-07-10T21:30:00Z', '.')).toBe('10.07.2026');
  });

  it('names the month in the active language', () => {
    expect(formatMediumDate('2026-11-20T12:00:00Z', 'pl')).toBe('20 lis 2026');
    expect(formatMediumDate('2026-11-20T12:00:00Z', 'en')).toBe('Nov 20, 2026');
    expect(formatMediumDate('2026-11-20T23:30:00Z', 'en')).toBe('Nov 21, 2026');
  });
});
