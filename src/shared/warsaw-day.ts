import { CALENDAR_MAX_DATE, CALENDAR_MIN_DATE, TIME_ZONE } from './constants';

/**
 * Made at first use: built at module load it was the browser's first formatter, which costs some 50 ms (the locale
 * data), inside the long task that evaluates the app's code, on pages that show no Warsaw date as well.
 */
let warsawParts: Intl.DateTimeFormat | undefined;

function partsAt(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  warsawParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of warsawParts.formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  return out;
}

/**
 * The Europe/Warsaw calendar day (YYYY-MM-DD) an instant falls on (the product's time zone): the day the daily bonus
 * counts by, on the server that pays it and in the browser that offers it.
 */
export function warsawDate(instant: Date): string {
  const p = partsAt(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * Whether an instant falls within the calendar's range (1970-01-01 to 2470-12-31) in Warsaw. Anything outside it is
 * refused before it is stored: PostgreSQL has no year 0, and no deal starts before 1970.
 */
export function isCalendarInstant(instant: Date): boolean {
  const time = instant.getTime();
  // A day's margin around the calendar keeps the formatter off years it writes otherwise (year 0, BC, five digits).
  if (!(time >= Date.UTC(1969, 11, 31) && time < Date.UTC(2471, 0, 2))) return false;
  const day = warsawDate(instant);
  return day >= CALENDAR_MIN_DATE && day <= CALENDAR_MAX_DATE;
}

/** Warsaw's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function warsawOffsetMs(instant: Date): number {
  const p = partsAt(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the next Warsaw calendar day starts. DST switches at 02:00/03:00, never at midnight, so one correction pass is exact. */
export function nextWarsawMidnight(now: Date): Date {
  const p = partsAt(now);
  const midnightAsUtc = Date.UTC(p.year, p.month - 1, p.day + 1);
  const guess = midnightAsUtc - warsawOffsetMs(new Date(midnightAsUtc));
  return new Date(midnightAsUtc - warsawOffsetMs(new Date(guess)));
}

/** True when two instants fall on the same Europe/Warsaw calendar day (the day the daily bonus counts by). */
export function isSameWarsawDay(a: Date, b: Date): boolean {
  return warsawDate(a) === warsawDate(b);
}

/** A wall-clock time in Warsaw as typed in a datetime-local field ('2026-11-24T18:30') → the instant it names. */
export function warsawLocalToInstant(local: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const guess = asUtc - warsawOffsetMs(new Date(asUtc));
  return new Date(asUtc - warsawOffsetMs(new Date(guess)));
}

/** The instant as a datetime-local value in Warsaw ('2026-11-24T18:30'), to put a stored time back into a form. */
export function instantToWarsawLocal(instant: Date): string {
  const p = partsAt(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** Minutes after midnight on Warsaw's wall clock at an instant (0-1439). */
export function warsawMinuteOfDay(instant: Date): number {
  const p = partsAt(instant);
  return p.hour * 60 + p.minute;
}

/** The first instant after `now` at which Warsaw's wall clock reads `minuteOfDay`: later today, or else tomorrow. */
export function nextWarsawClock(now: Date, minuteOfDay: number): Date {
  const clock = minutesToClock(minuteOfDay);
  const today = warsawLocalToInstant(`${warsawDate(now)}T${clock}`);
  if (today && today > now) return today;
  const tomorrow = warsawLocalToInstant(`${warsawDate(nextWarsawMidnight(now))}T${clock}`);
  if (!tomorrow) throw new RangeError(`not a time of day: ${minuteOfDay}`);
  return tomorrow;
}

/** 'HH:MM' (as `<input type="time">` gives it) → minutes after midnight. */
export function clockToMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight → 'HH:MM'. */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
