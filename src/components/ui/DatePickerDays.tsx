import { useLingui } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';
import { handleGridKey, ISO, isOutOfRange, isWeekend, monthWeeks, startOfIsoWeek, type Calendar } from './date-picker-calendar';
import { DatePickerHeader } from './DatePickerParts';
import { Icon } from './Icon';
import styles from './DatePicker.module.css';

/**
 * The month's day grid: arrow keys move by a day or a week, PageUp/PageDown by a month (with Shift by a year),
 * Home/End to the ends of the week, Enter or Space choose.
 */
export function DatePickerDays({ calendar, onChoose }: { calendar: Calendar; onChoose: (date: Dayjs) => void }) {
  const { focused, selected, minDate, maxDate, locale, headingId, moveFocus, moveFocusByKey, switchView } = calendar;
  const { t } = useLingui();
  const weeks = monthWeeks(focused);
  const monthLabel = focused.locale(locale).format('MMMM YYYY');
  const monthName = focused.locale(locale).format('MMMM');
  const year = focused.year();
  const today = dayjs().startOf('day');

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
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
    handleGridKey(event, moves, moveFocusByKey, () => onChoose(focused));
  };

  return (
    <>
      <DatePickerHeader
        previous={{
          label: t`Previous month`,
          disabled: focused.subtract(1, 'month').endOf('month').isBefore(minDate, 'day'),
          onClick: () => moveFocus(focused.subtract(1, 'month')),
        }}
        next={{
          label: t`Next month`,
          disabled: focused.add(1, 'month').startOf('month').isAfter(maxDate),
          onClick: () => moveFocus(focused.add(1, 'month')),
        }}
      >
        {/* Two choosers that look like the controls they are, so the year is not mistaken for a plain title. */}
        <div id={headingId} className={styles.choosers}>
          <button type="button" className={styles.chooser} aria-label={t`Choose month, ${monthName}`} onClick={() => switchView('months')}>
            {monthName}
            <ChooserChevron />
          </button>
          <button type="button" className={styles.chooser} aria-label={t`Choose year, ${year}`} onClick={() => switchView('years')}>
            {year}
            <ChooserChevron />
          </button>
        </div>
      </DatePickerHeader>
      <table role="grid" className={styles.grid} aria-label={monthLabel} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th
                key={day.day()}
                scope="col"
                abbr={day.locale(locale).format('dddd')}
                className={isWeekend(day) ? styles.weekend : undefined}
              >
                {day.locale(locale).format('dd')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.format(ISO)}>
              {week.map((day) => {
                const outOfRange = isOutOfRange(day, minDate, maxDate);
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
                    aria-label={day.locale(locale).format('dddd, D MMMM YYYY')}
                    className={[
                      styles.day,
                      isWeekend(day) ? styles.weekend : '',
                      otherMonth ? styles.otherMonth : '',
                      isSelected ? styles.selected : '',
                      outOfRange ? styles.disabled : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={() => onChoose(day)}
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
  );
}

function ChooserChevron() {
  return (
    <Icon size={14} strokeWidth={2.4} strokeLinejoin="round">
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}
