import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatCountdown, formatRelativeTime, isPast } from '@/lib/format/time';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';

// The words come from the real catalogs, as a visitor in each language reads them.
const pl = setupI18n({ locale: 'pl', messages: { pl: plMessages } });
const en = setupI18n({ locale: 'en', messages: { en: enMessages } });

const now = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('shows minutes under an hour', () => {
    expect(formatRelativeTime(ago(0), now, pl)).toBe('przed chwilą');
    expect(formatRelativeTime(ago(59_000), now, en)).toBe('just now');
    expect(formatRelativeTime(ago(5 * MIN), now, pl)).toBe('5 min temu');
    expect(formatRelativeTime(ago(HOUR - 1), now, pl)).toBe('59 min temu');
    expect(formatRelativeTime(ago(5 * MIN), now, en)).toBe('5 min ago');
  });

  it('shows hours from one hour up to a day', () => {
    expect(formatRelativeTime(ago(HOUR), now, pl)).toBe('1 godz. temu');
    expect(formatRelativeTime(ago(DAY - 1), now, pl)).toBe('23 godz. temu');
    expect(formatRelativeTime(ago(3 * HOUR), now, en)).toBe('3 h ago');
  });

  it('says yesterday for one day', () => {
    expect(formatRelativeTime(ago(DAY), now, pl)).toBe('Wczoraj');
    expect(formatRelativeTime(ago(2 * DAY - 1), now, pl)).toBe('Wczoraj');
    expect(formatRelativeTime(ago(DAY), now, en)).toBe('Yesterday');
  });

  it('counts days from 2 to 6', () => {
    expect(formatRelativeTime(ago(2 * DAY), now, pl)).toBe('2 dni temu');
    expect(formatRelativeTime(ago(7 * DAY - 1), now, pl)).toBe('6 dni temu');
    expect(formatRelativeTime(ago(3 * DAY), now, en)).toBe('3 days ago');
  });

  it('shows the date from 7 days on', () => {
    expect(formatRelativeTime(ago(7 * DAY), now, pl)).toBe('13-11-2026');
    expect(formatRelativeTime('2025-01-05T10:00:00Z', now, en)).toBe('05-01-2025');
  });

  it('uses the Warsaw calendar date, not the UTC one', () => {
    // 23:30 UTC is already the next day in Warsaw (UTC+1 in winter, UTC+2 in summer).
    expect(formatRelativeTime('2026-01-10T23:30:00Z', now, pl)).toBe('11-01-2026');
    expect(formatRelativeTime('2026-07-10T22:30:00Z', now, pl)).toBe('11-07-2026');
    expect(formatRelativeTime('2026-07-10T21:30:00Z', now, pl)).toBe('10-07-2026');
  });

  it('treats a time slightly in the future as just now', () => {
    expect(formatRelativeTime(ahead(30_000), now, pl)).toBe('przed chwilą');
  });
});

describe('formatCountdown', () => {
  it('shows minutes under an hour', () => {
    expect(formatCountdown(ahead(45 * MIN), now, pl)).toBe('45 min');
    expect(formatCountdown(ahead(20_000), now, pl)).toBe('1 min');
    expect(formatCountdown(ahead(HOUR - 1), now, en)).toBe('59 min');
  });

  it('shows hours plus minutes under a day', () => {
    expect(formatCountdown(ahead(3 * HOUR + 12 * MIN), now, pl)).toBe('3 godz. 12 min');
    expect(formatCountdown(ahead(HOUR), now, pl)).toBe('1 godz.');
    expect(formatCountdown(ahead(DAY - 1), now, en)).toBe('23 h 59 min');
  });

  it('shows days from one day on, with the Polish singular', () => {
    expect(formatCountdown(ahead(DAY), now, pl)).toBe('1 dzień');
    expect(formatCountdown(ahead(2 * DAY), now, pl)).toBe('2 dni');
    expect(formatCountdown(ahead(5 * DAY + 3 * HOUR), now, pl)).toBe('5 dni');
    // Polish 'dzień' is singular only for exactly one: 21 and 22 days are 'dni' like any other count.
    expect(formatCountdown(ahead(21 * DAY), now, pl)).toBe('21 dni');
    expect(formatCountdown(ahead(22 * DAY), now, pl)).toBe('22 dni');
    expect(formatCountdown(ahead(DAY), now, en)).toBe('1 day');
    expect(formatCountdown(ahead(2 * DAY), now, en)).toBe('2 days');
  });

  it('answers null once the moment has passed', () => {
    expect(formatCountdown(ago(0), now, pl)).toBeNull();
    expect(formatCountdown(ago(MIN), now, pl)).toBeNull();
  });
});

describe('isPast', () => {
  it('is true only for moments already reached', () => {
    expect(isPast(ago(1), now)).toBe(true);
    expect(isPast(ahead(1), now)).toBe(false);
    expect(isPast(null, now)).toBe(false);
  });
});
