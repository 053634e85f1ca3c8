import { nextWarsawClock, warsawMinuteOfDay } from '@/shared/warsaw-day';

/** A member's quiet hours on Warsaw's wall clock, in minutes after midnight; `start > end` crosses midnight. */
export interface QuietHours {
  start: number;
  end: number;
}

/** When the quiet hours holding `now` end, or null when `now` is outside them (the end minute itself is not quiet). */
export function quietUntil(now: Date, hours: QuietHours | null): Date | null {
  if (!hours) return null;
  const minute = warsawMinuteOfDay(now);
  const quiet = hours.start < hours.end ? minute >= hours.start && minute < hours.end : minute >= hours.start || minute < hours.end;
  return quiet ? nextWarsawClock(now, hours.end) : null;
}
