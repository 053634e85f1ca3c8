import { useLingui } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFocusTrap } from '@/lib/use-focus-trap';
import styles from './DatePicker.module.css';

/** How a date is shown and edited (§5 birth date: DD.MM.YYYY). */
export const DATE_DISPLAY_FORMAT = 'DD.MM.YYYY';
/** Years per page of the year view (§9 calendar: year grid 15). */
export const YEARS_PER_PAGE = 15;
const YEAR_COLUMNS = 3;
const MONTH_COLUMNS = 3;
const ISO = 'YYYY-MM-DD';

export interface DatePickerProps {
  id: string;
  name?: string;
  /** DD.MM.YYYY, or '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Called when the field is left (input blurred or the calendar closed), so forms can validate it. */
  onBlur?: () => void;
  /** Earliest and latest choosable day, YYYY-MM-DD. */
  min: string;
  max: string;
  /** YYYY-MM-DD of the month shown when nothing is chosen yet. */
  defaultView: string;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

type View = 'days' | 'months' | 'years';

function parseDisplay(value: string): Dayjs | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return null;
  const date = dayjs(`${match[3]}-${match[2]}-${match[1]}`);
  // dayjs rolls 31.02 over to March: only a date that formats back to the same text is real.
  return date.isValid() && date.format(DATE_DISPLAY_FORMAT) === value ? date : null;
}

function clamp(date: Dayjs, min: Dayjs, max: Dayjs): Dayjs {
  if (date.isBefore(min, 'day')) return min;
  if (date.isAfter(max, 'day')) return max;
  return date;
}

/** Monday of the week holding `date`; the calendar always starts weeks on Monday (§9). */
function startOfIsoWeek(date: Dayjs): Dayjs {
  return date.subtract((date.day() + 6) % 7, 'day');
}

/** Six rows of seven days from the Monday on or before the 1st, so the grid never changes height between months. */
function monthWeeks(month: Dayjs): Dayjs[][] {
  const first = startOfIsoWeek(month.startOf('month'));
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => first.add(week * 7 + day, 'day')));
}

function isWeekend(date: Dayjs): boolean {
  return date.day() === 0 || date.day() === 6;
}

/** First year of the page holding `year`; pages end at the last choosable year so the newest page is full. */
export function yearPageStart(year: number, maxYear: number): number {
  const offset = Math.floor((maxYear - year) / YEARS_PER_PAGE);
  return maxYear - YEARS_PER_PAGE * offset - (YEARS_PER_PAGE - 1);
}

/**
 * A read-only date field that opens a calendar dialog (ARIA date picker dialog pattern): a day grid with
 * arrow keys, PageUp/PageDown for months (with Shift for years), Home/End for the week, Enter or Space to
 * choose, Escape to close; a year view with 15 years per page, and after a year its twelve months. Names follow
 * the active language; weeks start on Monday and weekends are marked.
 */
export function DatePicker({
  id,
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  defaultView,
  placeholder,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: DatePickerProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'pl' ? 'pl' : 'en';
  const minDate = dayjs(min).startOf('day');
  const maxDate = dayjs(max).startOf('day');
  const selected = parseDisplay(value);

  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('days');
  const [focused, setFocused] = useState<Dayjs>(() => clamp(selected ?? dayjs(defaultView), minDate, maxDate));
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Focus follows the focused day only after keyboard moves, opening or switching views: a click on
  // "next month" keeps focus on that button, so pressing Enter again turns another page instead of choosing.
  const focusPending = useRef(false);
  const dialogId = useId();
  const headingId = useId();

  const localized = (date: Dayjs) => date.locale(locale);

  const openCalendar = () => {
    setFocused(clamp(selected ?? dayjs(defaultView), minDate, maxDate));
    setView('days');
    focusPending.current = true;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) inputRef.current?.focus();
    onBlur?.();
  };

  const choose = (date: Dayjs) => {
    if (date.isBefore(minDate, 'day') || date.isAfter(maxDate, 'day')) return;
    onChange(date.format(DATE_DISPLAY_FORMAT));
    close(true);
  };

  // Keep keyboard focus on the focused day or year as it moves, so screen readers announce it.
  useEffect(() => {
    if (!open || !focusPending.current) return;
    focusPending.current = false;
    const target = dialogRef.current?.querySelector<HTMLElement>('[data-focus-target="true"]');
    target?.focus();
  }, [open, view, focused]);

  // A click anywhere outside the field and its calendar closes the calendar without choosing.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (dialogRef.current?.contains(target) || inputRef.current?.contains(target)) return;
      setOpen(false);
      onBlur?.();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onBlur]);

  const moveFocus = (next: Dayjs) => setFocused(clamp(next, minDate, maxDate));
  const moveFocusByKey = (next: Dayjs) => {
    focusPending.current = true;
    moveFocus(next);
  };
  const switchView = (next: View) => {
    focusPending.current = true;
    setView(next);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openCalendar();
    }
  };

  // The calendar focuses the chosen day itself, and hands focus back to the field only when closed by Escape or a choice:
  // a click elsewhere leaves focus where it landed.
  const onDialogKeyDown = useFocusTrap(dialogRef, { onEscape: () => close(true), takeFocus: false });

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => Dayjs> = {
      ArrowLeft: () => focused.subtract(1, 'day'),
      ArrowRight: () => focused.add(1, 'day'),
      ArrowUp: () => focused.subtract(1, 'week'),
      ArrowDown: () => focused.add(1, 'week'),
      PageUp: () => focused.subtract(1, event.shiftKey ? 'year' : 'month'),
      PageDown: () => focused.add(1, event.shiftKey ? 'year' : 'month'),
      Home: () => startOfIsoWeek(focused),
      End: () => startOfIsoWeek(focused).add(6, 'day'),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocusByKey(move());
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };

  const pageStart = yearPageStart(focused.year(), maxDate.year());
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => pageStart + i);

  const chooseYear = (year: number) => {
    if (year < minDate.year() || year > maxDate.year()) return;
    // Adding years (not setting one) keeps 29 February on the 28th in a common year instead of rolling to March.
    moveFocus(focused.add(year - focused.year(), 'year'));
    switchView('months');
  };

  /** The 1st of a month of the focused year: setting the month on the 31st would roll over into the next one. */
  const monthOf = (month: number) => focused.startOf('month').month(month);

  const monthOutOfRange = (month: number) =>
    monthOf(month).endOf('month').isBefore(minDate, 'day') || monthOf(month).isAfter(maxDate, 'day');

  const chooseMonth = (month: number) => {
    if (monthOutOfRange(month)) return;
    moveFocus(focused.add(month - focused.month(), 'month'));
    switchView('days');
  };

  const onMonthsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const deltas: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -MONTH_COLUMNS,
      ArrowDown: MONTH_COLUMNS,
      PageUp: -12,
      PageDown: 12,
    };
    const delta = deltas[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      moveFocusByKey(focused.add(delta, 'month'));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      chooseMonth(focused.month());
    }
  };

  const onYearsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const deltas: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -YEAR_COLUMNS,
      ArrowDown: YEAR_COLUMNS,
      PageUp: -YEARS_PER_PAGE,
      PageDown: YEARS_PER_PAGE,
    };
    const delta = deltas[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      moveFocusByKey(focused.add(delta, 'year'));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      chooseYear(focused.year());
    }
  };

  const weeks = monthWeeks(focused);
  const monthLabel = localized(focused).format('MMMM YYYY');
  const prevMonthDisabled = focused.subtract(1, 'month').endOf('month').isBefore(minDate, 'day');
  const nextMonthDisabled = focused.add(1, 'month').startOf('month').isAfter(maxDate);
  const prevYearsDisabled = pageStart <= minDate.year();
  const nextYearsDisabled = pageStart + YEARS_PER_PAGE > maxDate.year();
  const today = dayjs().startOf('day');

  return (
    <div className={styles.root}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className={styles.input}
        type="text"
        // The APG date picker combobox: a text field that pops up a calendar dialog may carry aria-expanded only as a combobox.
        role="combobox"
        readOnly
        value={value}
        placeholder={placeholder}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => (open ? close(false) : openCalendar())}
        onKeyDown={onInputKeyDown}
        onBlur={() => {
          // Focus moving into the open calendar is not leaving the field.
          if (!open) onBlur?.();
        }}
      />
      <svg
        className={styles.icon}
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </svg>
      {open && (
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-label={t`Choose date`}
          className={styles.dialog}
          onKeyDown={onDialogKeyDown}
        >
          {view === 'days' ? (
            <>
              <div className={styles.header}>
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={t`Previous month`}
                  disabled={prevMonthDisabled}
                  onClick={() => moveFocus(focused.subtract(1, 'month'))}
                >
                  ‹
                </button>
                <button
                  type="button"
                  id={headingId}
                  className={styles.heading}
                  aria-label={t`${monthLabel}, choose year`}
                  onClick={() => switchView('years')}
                >
                  {monthLabel}
                </button>
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={t`Next month`}
                  disabled={nextMonthDisabled}
                  onClick={() => moveFocus(focused.add(1, 'month'))}
                >
                  ›
                </button>
              </div>
              <table role="grid" className={styles.grid} aria-label={monthLabel} onKeyDown={onGridKeyDown}>
                <thead>
                  <tr>
                    {weeks[0]?.map((day) => (
                      <th
                        key={day.day()}
                        scope="col"
                        abbr={localized(day).format('dddd')}
                        className={isWeekend(day) ? styles.weekend : undefined}
                      >
                        {localized(day).format('dd')}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week) => (
                    <tr key={week[0]?.format(ISO)}>
                      {week.map((day) => {
                        const outOfRange = day.isBefore(minDate, 'day') || day.isAfter(maxDate, 'day');
                        const isFocused = day.isSame(focused, 'day');
                        const isSelected = selected !== null && day.isSame(selected, 'day');
                        const otherMonth = !day.isSame(focused, 'month');
                        return (
                          <td
                            key={day.format(ISO)}
                            role="gridcell"
                            tabIndex={isFocused ? 0 : -1}
                            data-focus-target={isFocused || undefined}
                            aria-selected={isSelected}
                            aria-disabled={outOfRange || undefined}
                            aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                            aria-label={localized(day).format('dddd, D MMMM YYYY')}
                            className={[
                              styles.day,
                              isWeekend(day) ? styles.weekend : '',
                              otherMonth ? styles.otherMonth : '',
                              isSelected ? styles.selected : '',
                              outOfRange ? styles.disabled : '',
                            ]
                              .filter(Boolean)
                              .join(' ')}
                            onClick={() => choose(day)}
                          >
                            {day.date()}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : view === 'months' ? (
            <>
              <div className={styles.header}>
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={t`Previous year`}
                  disabled={focused.year() <= minDate.year()}
                  onClick={() => moveFocus(focused.subtract(1, 'year'))}
                >
                  ‹
                </button>
                <button
                  type="button"
                  id={headingId}
                  className={styles.heading}
                  aria-label={t`${focused.year()}, choose year`}
                  aria-live="polite"
                  onClick={() => switchView('years')}
                >
                  {focused.year()}
                </button>
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={t`Next year`}
                  disabled={focused.year() >= maxDate.year()}
                  onClick={() => moveFocus(focused.add(1, 'year'))}
                >
                  ›
                </button>
              </div>
              <div role="group" aria-labelledby={headingId} className={styles.years} onKeyDown={onMonthsKeyDown}>
                {Array.from({ length: 12 }, (_, month) => {
                  const date = localized(monthOf(month));
                  const isFocused = month === focused.month();
                  const isSelected = selected !== null && selected.isSame(monthOf(month), 'month');
                  return (
                    <button
                      key={month}
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      data-focus-target={isFocused || undefined}
                      disabled={monthOutOfRange(month)}
                      aria-pressed={isSelected}
                      aria-label={date.format('MMMM YYYY')}
                      className={[styles.year, isSelected ? styles.selected : ''].filter(Boolean).join(' ')}
                      onClick={() => chooseMonth(month)}
                    >
                      {date.format('MMM')}
                    </button>
                  );
                })}
              </div>
            </>
          ) : (
            <>
              <div className={styles.header}>
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={t`Previous years`}
                  disabled={prevYearsDisabled}
                  onClick={() => moveFocus(focused.subtract(YEARS_PER_PAGE, 'year'))}
                >
                  ‹
                </button>
                <span className={styles.heading} id={headingId} aria-live="polite">
                  {years[0]}–{years[years.length - 1]}
                </span>
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={t`Next years`}
                  disabled={nextYearsDisabled}
                  onClick={() => moveFocus(focused.add(YEARS_PER_PAGE, 'year'))}
                >
                  ›
                </button>
              </div>
              <div role="group" aria-labelledby={headingId} className={styles.years} onKeyDown={onYearsKeyDown}>
                {years.map((year) => {
                  const isFocused = year === focused.year();
                  const outOfRange = year < minDate.year() || year > maxDate.year();
                  return (
                    <button
                      key={year}
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      data-focus-target={isFocused || undefined}
                      disabled={outOfRange}
                      aria-pressed={selected?.year() === year}
                      className={[styles.year, selected?.year() === year ? styles.selected : ''].filter(Boolean).join(' ')}
                      onClick={() => chooseYear(year)}
                    >
                      {year}
                    </button>
                  );
                })}
              </div>
            </>
          )}
          <div className={styles.footer}>
            <button type="button" className={styles.close} onClick={() => close(true)}>
              {t`Close`}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
