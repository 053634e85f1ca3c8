import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDayMonthYear } from './date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The API's timestamps are ISO 8601 with their offset, which `Date.parse` reads exactly (dayjs stays with the date
 * pickers, out of the code every deal card needs).
 *
 * Relative time of a past moment, in the language of `i18n` (its words are Lingui messages like every other
 * string). Buckets count elapsed time; the 7+ days date is the calendar date in Europe/Warsaw, so a deal posted at
 * 23:30 UTC shows the next day's date as Polish users saw it.
 */
export function formatRelativeTime(iso: string, now: Date, i18n: I18n): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(iso));
  const days = Math.floor(elapsed / DAY);
  if (days >= 7) return formatDayMonthYear(iso, '-');
  if (days >= 2) return i18n._(msg`${days} days ago`);
  if (days === 1) return i18n._(msg`Yesterday`);
  const hours = Math.floor(elapsed / HOUR);
  if (hours >= 1) return i18n._(msg`${hours} h ago`);
  const minutes = Math.floor(elapsed / MINUTE);
  // "0 min temu" reads like a glitch: under a minute is "just now".
  if (minutes === 0) return i18n._(msg`just now`);
  return i18n._(msg`${minutes} min ago`);
}

/**
 * Countdown to a future moment: minutes under an hour, hours plus minutes under a day, whole days beyond.
 * Partial units round down so the countdown never promises more time than is left; null once it has passed.
 */
export function formatCountdown(targetIso: string, now: Date, i18n: I18n): string | null {
  const left = Date.parse(targetIso) - now.getTime();
  if (left <= 0) return null;
  if (left < HOUR) {
    const minutes = Math.max(1, Math.floor(left / MINUTE));
    return i18n._(msg`${minutes} min`);
  }
  if (left < DAY) {
    const hours = Math.floor(left / HOUR);
    const minutes = Math.floor((left % HOUR) / MINUTE);
    return minutes > 0 ? i18n._(msg`${hours} h ${minutes} min`) : i18n._(msg`${hours} h`);
  }
  const days = Math.floor(left / DAY);
  return i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
}

/** True once `iso` lies in the past: a deal is expired once its expires_at has passed. */
export function isPast(iso: string | null, now: Date): boolean {
  return iso !== null && Date.parse(iso) <= now.getTime();
}
