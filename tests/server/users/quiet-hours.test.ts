import { describe, expect, it } from 'vitest';
import { quietUntil } from '@/server/push/quiet-hours';

/** Quiet hours are read on Warsaw's wall clock, whatever the server's zone and whatever the season. */
describe('quietUntil', () => {
  const overnight = { start: 22 * 60, end: 7 * 60 };

  it('holds a push inside a window that crosses midnight until its end, in winter and in summer time', () => {
    // 23:30 and 05:10 in Warsaw in winter (UTC+1) end at 07:00 Warsaw (06:00 UTC).
    expect(quietUntil(new Date('2026-12-01T22:30:00Z'), overnight)).toEqual(new Date('2026-12-02T06:00:00Z'));
    expect(quietUntil(new Date('2026-12-02T04:10:00Z'), overnight)).toEqual(new Date('2026-12-02T06:00:00Z'));
    // In summer (UTC+2) the same 07:00 is 05:00 UTC.
    expect(quietUntil(new Date('2026-07-01T21:00:00Z'), overnight)).toEqual(new Date('2026-07-02T05:00:00Z'));
    // The night the clocks go back (25 October 2026, 03:00 → 02:00): 07:00 is already winter time.
    expect(quietUntil(new Date('2026-10-24T21:00:00Z'), overnight)).toEqual(new Date('2026-10-25T06:00:00Z'));
  });

  it('lets a push through outside the window, at its very end, and when there are no quiet hours', () => {
    expect(quietUntil(new Date('2026-12-02T06:00:00Z'), overnight)).toBeNull();
    expect(quietUntil(new Date('2026-12-02T12:00:00Z'), overnight)).toBeNull();
    expect(quietUntil(new Date('2026-12-02T20:59:00Z'), overnight)).toBeNull();
    expect(quietUntil(new Date('2026-12-02T21:00:00Z'), overnight)).toEqual(new Date('2026-12-03T06:00:00Z'));
    expect(quietUntil(new Date('2026-12-02T22:00:00Z'), null)).toBeNull();
  });

  it('handles a window within one day', () => {
    const lunch = { start: 12 * 60, end: 13 * 60 + 30 };
    expect(quietUntil(new Date('2026-12-02T11:15:00Z'), lunch)).toEqual(new Date('2026-12-02T12:30:00Z'));
    expect(quietUntil(new Date('2026-12-02T10:59:00Z'), lunch)).toBeNull();
    expect(quietUntil(new Date('2026-12-02T12:30:00Z'), lunch)).toBeNull();
  });
});
