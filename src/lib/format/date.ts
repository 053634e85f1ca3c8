import { TIME_ZONE } from '@/shared/constants';
import { warsawDate } from '@/shared/warsaw-day';
import { toLocale, type Locale } from '@/shared/locales';

/*
 * Every date the product shows is the Europe/Warsaw calendar day of an instant (the product's time zone), so a deal
 * posted at 23:30 UTC shows the next day's date, as Polish users saw it.
 */

/** Made at first use, as the Warsaw day's formatter is (src/shared/warsaw-day.ts), rather than at module load. */
const MEDIUM = new Map<Locale, Intl.DateTimeFormat>();

function mediumFormat(locale: Locale): Intl.DateTimeFormat {
  const made = MEDIUM.get(locale) ?? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE });
  MEDIUM.set(locale, made);
  return made;
}

type DateSeparator = '.' | '/' | '-';

const NUMERIC_SEPARATOR: Record<Locale, DateSeparator> = { pl: '.', en: '/' };

/**
 * The calendar day as DD, MM and YYYY joined by `separator`: '-' for relative time's dates of 7+ days, '.' for
 * DD.MM.YYYY.
 */
export function formatDayMonthYear(iso: string, separator: DateSeparator): string {
  const [year, month, day] = warsawDate(new Date(iso)).split('-');
  return [day, month, year].join(separator);
}

/** A ledger or request date with the month's name, in the active language's format (24 lis 2026, Nov 24, 2026). */
export function formatMediumDate(iso: string, locale: string): string {
  return mediumFormat(toLocale(locale)).format(new Date(iso));
}

/** A calendar day in digits the language's way (a coupon's last day): 20.11.2026 in Polish, 20/11/2026 in English. */
export function formatNumericDate(iso: string, locale: string): string {
  return formatDayMonthYear(iso, NUMERIC_SEPARATOR[toLocale(locale)]);
}
