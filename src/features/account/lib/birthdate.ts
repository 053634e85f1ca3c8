import dayjs from 'dayjs';
import { BIRTHDATE_DEFAULT_AGE_YEARS, BIRTHDATE_MAX_AGE_YEARS } from '@/shared/constants';

const DISPLAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const WIRE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** DD.MM.YYYY (shown and typed) → YYYY-MM-DD (sent), or null when it is not a real calendar day. */
export function displayToWire(display: string): string | null {
  const match = DISPLAY.exec(display.trim());
  if (!match) return null;
  const wire = `${match[3]}-${match[2]}-${match[1]}`;
  const date = dayjs(wire);
  // dayjs rolls 31.02 over into March: only a date that formats back to the same text exists.
  return date.isValid() && date.format('YYYY-MM-DD') === wire ? wire : null;
}

/** YYYY-MM-DD (or a full ISO timestamp) from the API → DD.MM.YYYY; '' for none. */
export function wireToDisplay(wire: string | null): string {
  const match = wire ? WIRE.exec(wire.slice(0, 10)) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/**
 * The birth date range, YYYY-MM-DD: 120 years back to today, and the picker's default view 18 years back on 1 January.
 */
export function birthdateBounds(today = dayjs()): { min: string; max: string; defaultView: string } {
  return {
    min: today.subtract(BIRTHDATE_MAX_AGE_YEARS, 'year').format('YYYY-MM-DD'),
    max: today.format('YYYY-MM-DD'),
    defaultView: today.subtract(BIRTHDATE_DEFAULT_AGE_YEARS, 'year').startOf('year').format('YYYY-MM-DD'),
  };
}

/** Whether a YYYY-MM-DD day lies in the birth date range as of today (string order is date order for this format). */
export function isBirthdateInRange(wire: string, today = dayjs()): boolean {
  const { min, max } = birthdateBounds(today);
  return wire >= min && wire <= max;
}
