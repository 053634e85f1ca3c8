import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { gridMoves, handleGridKey, YEARS_PER_PAGE, yearPageStart, type Calendar } from './date-picker-calendar';
import { DatePickerChoice, DatePickerHeader } from './DatePickerParts';
import styles from './DatePicker.module.css';

/** A page of 15 years; choosing one shows its months. */
export function DatePickerYears({ calendar }: { calendar: Calendar }) {
  const { focused, selected, minDate, maxDate, headingId, moveFocus, moveFocusByKey, switchView } = calendar;
  const { t } = useLingui();
  const pageStart = yearPageStart(focused.year(), maxDate.year());
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => pageStart + i);

  const chooseYear = (year: number) => {
    if (year < minDate.year() || year > maxDate.year()) return;
    // Adding years (not setting one) keeps 29 February on the 28th in a common year instead of rolling to March.
    switchView('months', focused.add(year - focused.year(), 'year'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleGridKey(event, gridMoves(focused, 'year', YEARS_PER_PAGE), moveFocusByKey, () => chooseYear(focused.year()));

  return (
    <>
      <DatePickerHeader
        previous={{
          label: t`Previous years`,
          disabled: pageStart <= minDate.year(),
          onClick: () => moveFocus(focused.subtract(YEARS_PER_PAGE, 'year')),
        }}
        next={{
          label: t`Next years`,
          disabled: pageStart + YEARS_PER_PAGE > maxDate.year(),
          onClick: () => moveFocus(focused.add(YEARS_PER_PAGE, 'year')),
        }}
      >
        <span className={styles.heading} id={headingId} aria-live="polite">
          {years[0]}–{years[years.length - 1]}
        </span>
      </DatePickerHeader>
      <div role="group" aria-labelledby={headingId} className={styles.years} onKeyDown={onKeyDown}>
        {years.map((year) => (
          <DatePickerChoice
            key={year}
            focused={year === focused.year()}
            selected={selected?.year() === year}
            disabled={year < minDate.year() || year > maxDate.year()}
            onClick={() => chooseYear(year)}
          >
            {year}
          </DatePickerChoice>
        ))}
      </div>
    </>
  );
}
