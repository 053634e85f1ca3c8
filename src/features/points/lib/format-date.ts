import { TIME_ZONE } from '@/shared/constants';

/** A ledger or request date as Polish users see it (§9 Europe/Warsaw), in the active language's format. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso));
}

const warsawDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** True when two instants fall on the same Europe/Warsaw calendar day (the day the daily bonus counts by). */
export function isSameWarsawDay(a: Date, b: Date): boolean {
  return warsawDay.format(a) === warsawDay.format(b);
}
