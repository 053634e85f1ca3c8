import dayjs, { type Dayjs, type ManipulateType } from 'dayjs';
import type { KeyboardEvent } from 'react';
import type { Locale } from '@/shared/locales';

/** How a date is shown and edited: DD.MM.YYYY, the birth date's format. */
export const DATE_DISPLAY_FORMAT = 'DD.MM.YYYY';
/** Years per page of the year view. */
export const YEARS_PER_PAGE = 15;
/** Months and years are laid out in rows of three: the up and down arrows move by a row. */
export const GRID_COLUMNS = 3;
export const ISO = 'YYYY-MM-DD';

export type CalendarView = 'days' | 'months' | 'years';

/** The state and moves the picker shares with each of its views (days, months, years). */
export interface Calendar {
  focused: Dayjs;
  selected: Dayjs | null;
  minDate: Dayjs;
  maxDate: Dayjs;
  locale: Locale;
  /** Id of the view's heading, which labels its grid. */
  headingId: string;
  /** Moves the focused date after a click: keyboard focus stays on the clicked button. */
  moveFocus: (date: Dayjs) => void;
  /** Moves the focused date after a key press: keyboard focus follows it. */
  moveFocusByKey: (date: Dayjs) => void;
  /** Shows another view, focusing `date` in it when given. */
  switchView: (view: CalendarView, date?: Dayjs) => void;
}

export function parseDisplay(value: string): Dayjs | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return null;
  const date = dayjs(`${match[3]}-${match[2]}-${match[1]}`);
  // dayjs rolls 31.02 over to March: only a date that formats back to the same text is real.
  return date.isValid() && date.format(DATE_DISPLAY_FORMAT) === value ? date : null;
}

export function clamp(date: Dayjs, min: Dayjs, max: Dayjs): Dayjs {
  if (date.isBefore(min, 'day')) return min;
  if (date.isAfter(max, 'day')) return max;
  return date;
}

export function isOutOfRange(date: Dayjs, min: Dayjs, max: Dayjs): boolean {
  return date.isBefore(min, 'day') || date.isAfter(max, 'day');
}

/** Monday of the week holding `date`; the calendar always starts weeks on Monday, as Polish calendars do. */
export function startOfIsoWeek(date: Dayjs): Dayjs {
  return date.subtract((date.day() + 6) % 7, 'day');
}

/** Six rows of seven days from the Monday on or before the 1st, so the grid never changes height between months. */
export function monthWeeks(month: Dayjs): Dayjs[][] {
  const first = startOfIsoWeek(month.startOf('month'));
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => first.add(week * 7 + day, 'day')));
}

export function isWeekend(date: Dayjs): boolean {
  return date.day() === 0 || date.day() === 6;
}

/** First year of the page holding `year`; pages end at the last choosable year so the newest page is full. */
export function yearPageStart(year: number, maxYear: number): number {
  const offset = Math.floor((maxYear - year) / YEARS_PER_PAGE);
  return maxYear - YEARS_PER_PAGE * offset - (YEARS_PER_PAGE - 1);
}

/** The moves of a grid of months or years: arrows by one or a row, PageUp/PageDown by a page. */
export function gridMoves(focused: Dayjs, unit: ManipulateType, page: number): Record<string, () => Dayjs> {
  const by = (delta: number) => () => focused.add(delta, unit);
  return {
    ArrowLeft: by(-1),
    ArrowRight: by(1),
    ArrowUp: by(-GRID_COLUMNS),
    ArrowDown: by(GRID_COLUMNS),
    PageUp: by(-page),
    PageDown: by(page),
  };
}

/** A key of a calendar grid: one of `moves` moves the focus, Enter or Space chooses the focused item. */
export function handleGridKey(event: KeyboardEvent, moves: Record<string, () => Dayjs>, moveTo: (date: Dayjs) => void, choose: () => void) {
  const move = moves[event.key];
  if (move) {
    event.preventDefault();
    moveTo(move());
    return;
  }
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    choose();
  }
}
