import type { Currency } from './constants';

/** The non-breaking space keeps '1 299 zł' on one line inside narrow cards. */
const NBSP = '\u00a0';

const PREFIX: Partial<Record<Currency, string>> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
};
const SUFFIX: Partial<Record<Currency, string>> = { PLN: 'zł', CHF: 'CHF' };

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * Formats integer minor units the Polish way: decimals after a comma and dropped when ',00', thousands split by a
 * non-breaking space, PLN and CHF as suffixes, EUR, USD and GBP as prefixes. Zero is formatted as a number; the
 * translated 'free' label for price 0 is the component's job because it depends on the active language.
 */
export function formatMoney(minorUnits: number, currency: Currency): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minorUnits));
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const cents = abs % 100;
  const amount = cents === 0 ? whole : `${whole},${String(cents).padStart(2, '0')}`;
  const prefix = PREFIX[currency];
  if (prefix) return `${sign}${prefix}${amount}`;
  return `${sign}${amount}${NBSP}${SUFFIX[currency] ?? currency}`;
}

/**
 * A price as people type it: '1299', '1 299,99', '1299.99', '49,9' → minor units; '' → null. Anything else (letters,
 * three decimals, a negative sign) is undefined, which the form reports as priceInvalid.
 */
export function parseMoneyInput(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/(zł|pln)$/i, '');
  if (compact === '') return null;
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
