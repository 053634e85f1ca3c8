import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { gridMoves, handleGridKey, type Calendar } from './date-picker-calendar';
import { DatePickerChoice, DatePickerHeader } from './DatePickerParts';
import styles from './DatePicker.module.css';

/** The twelve months of the focused year, shown after a year is chosen; choosing one goes back to its days. */
export function DatePickerMonths({ calendar }: { calendar: Calendar }) {
  const { focused, selected, minDate, maxDate, locale, headingId, moveFocus, moveFocusByKey, switchView } = calendar;
  const { t } = useLingui();

  /** The 1st of a month of the focused year: setting the month on the 31st would roll over into the next one. */
  const monthOf = (month: number) => focused.startOf('month').month(month);

  const monthOutOfRange = (month: number) =>
    monthOf(month).endOf('month').isBefore(minDate, 'day') || monthOf(month).isAfter(maxDate, 'day');

  const chooseMonth = (month: number) => {
    if (monthOutOfRange(month)) return;
    switchView('days', focused.add(month - focused.month(), 'month'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleGridKey(event, gridMoves(focused, 'month', 12), moveFocusByKey, () => chooseMonth(focused.month()));

  return (
    <>
      <DatePickerHeader
        previous={{
          label: t`Previous year`,
          disabled: focused.year() <= minDate.year(),
          onClick: () => moveFocus(focused.subtract(1, 'year')),
        }}
        next={{
          label: t`Next year`,
          disabled: focused.year() >= maxDate.year(),
          onClick: () => moveFocus(focused.add(1, 'year')),
        }}
      >
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
      </DatePickerHeader>
      <div role="group" aria-labelledby={headingId} className={styles.years} onKeyDown={onKeyDown}>
        {Array.from({ length: 12 }, (_, month) => {
          const date = monthOf(month).locale(locale);
          return (
            <DatePickerChoice
              key={month}
              focused={month === focused.month()}
              selected={selected !== null && selected.isSame(monthOf(month), 'month')}
              disabled={monthOutOfRange(month)}
              label={date.format('MMMM YYYY')}
              onClick={() => chooseMonth(month)}
            >
              {date.format('MMM')}
            </DatePickerChoice>
          );
        })}
      </div>
    </>
  );
}
