import { TIME_ZONE } from '@/shared/constants';
import { toLocale, type Locale } from '@/shared/locales';

/*
 * Dates on a chart's axis, in Europe/Warsaw like every date of the product (see ./date.ts). Apart from the other
 * formats and not re-exported by ./index.ts: only the price history chart's own chunk needs them, and a module's
 * formatters are built when it loads, so the app's first JavaScript would carry them otherwise.
 */

const DAY_MONTH: Record<Locale, Intl.DateTimeFormat> = {
  pl: new Intl.DateTimeFormat('pl', { day: 'numeric', month: 'short', timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: TIME_ZONE }),
};

const MONTH_YEAR: Record<Locale, Intl.DateTimeFormat> = {
  pl: new Intl.DateTimeFormat('pl', { month: 'short', year: 'numeric', timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: TIME_ZONE }),
};

const DAY_TIME: Record<Locale, Intl.DateTimeFormat> = {
  pl: new Intl.DateTimeFormat('pl', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }),
};

/** A moment of a day (an axis under two days): 27 lis, 14:05, Nov 27, 02:05 PM. */
export function formatDayTime(iso: string, locale: string): string {
  return DAY_TIME[toLocale(locale)].format(new Date(iso));
}

/** A day without its year, where the year is plain from around it (an axis over weeks): 12 lis, Nov 12. */
export function formatDayMonth(iso: string, locale: string): string {
  return DAY_MONTH[toLocale(locale)].format(new Date(iso));
}

/** A month of a year (an axis over months): lis 2025, Nov 2025. */
export function formatMonthYear(iso: string, locale: string): string {
  return MONTH_YEAR[toLocale(locale)].format(new Date(iso));
}
