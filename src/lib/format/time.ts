import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from '@/shared/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

export type FormatLocale = 'pl' | 'en';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * §9 relative time of a past moment. Buckets count elapsed time; the 7+ days date is the calendar date in
 * Europe/Warsaw, so a deal posted at 23:30 UTC shows the next day's date as Polish users saw it.
 */
export function formatRelativeTime(iso: string, now: Date, locale: FormatLocale): string {
  const then = dayjs(iso);
  const elapsed = Math.max(0, now.getTime() - then.valueOf());
  const days = Math.floor(elapsed / DAY);
  if (days >= 7) return then.tz(TIME_ZONE).format('DD-MM-YYYY');
  if (days >= 2) return locale === 'pl' ? `${days} dni temu` : `${days} days ago`;
  if (days === 1) return locale === 'pl' ? 'Wczoraj' : 'Yesterday';
  const hours = Math.floor(elapsed / HOUR);
  if (hours >= 1) return locale === 'pl' ? `${hours} godz. temu` : `${hours} h ago`;
  const minutes = Math.floor(elapsed / MINUTE);
  return locale === 'pl' ? `${minutes} min temu` : `${minutes} min ago`;
}

function polishDays(days: number): string {
  return days === 1 ? '1 dzień' : `${days} dni`;
}

/**
 * §9 countdown to a future moment: minutes under an hour, hours plus minutes under a day, whole days beyond.
 * Partial units round down so the countdown never promises more time than is left; null once it has passed.
 */
export function formatCountdown(targetIso: string, now: Date, locale: FormatLocale): string | null {
  const left = dayjs(targetIso).valueOf() - now.getTime();
  if (left <= 0) return null;
  if (left < HOUR) {
    const minutes = Math.max(1, Math.floor(left / MINUTE));
    return `${minutes} min`;
  }
  if (left < DAY) {
    const hours = Math.floor(left / HOUR);
    const minutes = Math.floor((left % HOUR) / MINUTE);
    const h = locale === 'pl' ? `${hours} godz.` : `${hours} h`;
    return minutes > 0 ? `${h} ${minutes} min` : h;
  }
  const days = Math.floor(left / DAY);
  if (locale === 'pl') return polishDays(days);
  return days === 1 ? '1 day' : `${days} days`;
}

/** True once `iso` lies in the past (§4 'expired'). */
export function isPast(iso: string | null, now: Date): boolean {
  return iso !== null && dayjs(iso).valueOf() <= now.getTime();
}
