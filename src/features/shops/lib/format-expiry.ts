import { TIME_ZONE } from '@/shared/constants';

const formatters = {
  pl: new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }),
};

/** The calendar day a coupon ends on, in Warsaw time (§9): 20.11.2026 in Polish, 20/11/2026 in English. */
export function formatExpiryDate(iso: string, locale: string): string {
  return (locale === 'pl' ? formatters.pl : formatters.en).format(new Date(iso));
}
