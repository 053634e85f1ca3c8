import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@/lib/use-locale';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { clamp, DATE_DISPLAY_FORMAT, isOutOfRange, parseDisplay, type CalendarView, type Calendar } from './date-picker-calendar';
import { DatePickerDays } from './DatePickerDays';
import { DatePickerMonths } from './DatePickerMonths';
import { DatePickerYears } from './DatePickerYears';
import { CalendarIcon } from './Icon';
import styles from './DatePicker.module.css';

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
  const { t } = useLingui();
  const locale = useLocale();
  const minDate = dayjs(min).startOf('day');
  const maxDate = dayjs(max).startOf('day');
  const selected = parseDisplay(value);

  const [open, setOpen] = useState(false);
  const [view, setView] = useState<CalendarView>('days');
  const [focused, setFocused] = useState<Dayjs>(() => clamp(selected ?? dayjs(defaultView), minDate, maxDate));
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Focus follows the focused day only after keyboard moves, opening or switching views: a click on
  // "next month" keeps focus on that button, so pressing Enter again turns another page instead of choosing.
  const focusPending = useRef(false);
  const dialogId = useId();
  const headingId = useId();

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
    if (isOutOfRange(date, minDate, maxDate)) return;
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
  const switchView = (next: CalendarView, date?: Dayjs) => {
    focusPending.current = true;
    if (date) moveFocus(date);
    setView(next);
  };
  const calendar: Calendar = { focused, selected, minDate, maxDate, locale, headingId, moveFocus, moveFocusByKey, switchView };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openCalendar();
    }
  };

  // The calendar focuses the chosen day itself, and hands focus back to the field only when closed by Escape or a choice:
  // a click elsewhere leaves focus where it landed.
  const onDialogKeyDown = useFocusTrap(dialogRef, { onEscape: () => close(true), takeFocus: false });

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
      <CalendarIcon className={styles.icon} />
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
            <DatePickerDays calendar={calendar} onChoose={choose} />
          ) : view === 'months' ? (
            <DatePickerMonths calendar={calendar} />
          ) : (
            <DatePickerYears calendar={calendar} />
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
