import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from '@/components/ui/DatePicker';
import { renderWithProviders } from '../../render';

const BOUNDS = { min: '1906-11-21', max: '2026-11-21', defaultView: '2008-01-01' };

function Harness({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="birthdate">Data urodzenia</label>
      <DatePicker
        id="birthdate"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        {...BOUNDS}
      />
    </>
  );
}

function setup(initial?: string) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  const input = screen.getByLabelText('Data urodzenia');
  return { user, onChange, input };
}

const dialog = () => screen.getByRole('dialog');
const grid = () => within(dialog()).getByRole('grid');

describe('DatePicker', () => {
  it('opens 18 years back at the start of that year, weeks starting on Monday, names in Polish', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('readonly');
    await user.click(input);
    expect(grid()).toHaveAccessibleName('styczeń 2008');
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd']);
    // 1 January 2008 was a Tuesday: the first row starts with Monday 31 December 2007.
    const firstRow = within(grid()).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('gridcell')[0]).toHaveAccessibleName('poniedziałek, 31 grudnia 2007');
    expect(within(grid()).getByRole('gridcell', { name: /, 1 stycznia 2008$/ })).toHaveFocus();
  });

  it('opens at the chosen date and shows it as DD.MM.YYYY', async () => {
    const { user, input } = setup('15.03.1990');
    expect(input).toHaveValue('15.03.1990');
    await user.click(input);
    expect(grid()).toHaveAccessibleName('marzec 1990');
    expect(within(grid()).getByRole('gridcell', { name: /, 15 marca 1990$/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('refuses days after today and has no way past the current month', async () => {
    const { user, input, onChange } = setup('20.11.2026');
    await user.click(input);
    expect(within(dialog()).getByRole('button', { name: 'Następny miesiąc' })).toBeDisabled();
    const tomorrow = within(grid()).getByRole('gridcell', { name: /, 22 listopada 2026$/ });
    expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    await user.click(tomorrow);
    expect(onChange).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    // The keyboard stops at the last allowed day too.
    await user.click(within(grid()).getByRole('gridcell', { name: /, 20 listopada 2026$/ }));
    expect(input).toHaveValue('20.11.2026');
    await user.click(input);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('21.11.2026');
  });

  it('refuses days before 120 years ago', async () => {
    const { user, input, onChange } = setup('25.11.1906');
    await user.click(input);
    expect(within(dialog()).getByRole('button', { name: 'Poprzedni miesiąc' })).toBeDisabled();
    const tooEarly = within(grid()).getByRole('gridcell', { name: /, 20 listopada 1906$/ });
    expect(tooEarly).toHaveAttribute('aria-disabled', 'true');
    await user.click(tooEarly);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers the month and the year above the days as two labelled choosers', async () => {
    const { user, input } = setup('15.03.1990');
    await user.click(input);
    const monthChooser = within(dialog()).getByRole('button', { name: 'Wybierz miesiąc, marzec' });
    const yearChooser = within(dialog()).getByRole('button', { name: 'Wybierz rok, 1990' });
    expect(monthChooser).toHaveTextContent('marzec');
    expect(yearChooser).toHaveTextContent('1990');
    await user.click(yearChooser);
    expect(within(within(dialog()).getByRole('group')).getByRole('button', { name: '1990' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    await user.click(input);
    await user.click(within(dialog()).getByRole('button', { name: 'Wybierz miesiąc, marzec' }));
    expect(within(within(dialog()).getByRole('group')).getByRole('button', { name: 'marzec 1990' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('has a year view with 15 years per page, limited to the range, and picking a year shows its months', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(within(dialog()).getByRole('button', { name: 'Wybierz rok, 2008' }));
    const years = () => within(dialog()).getByRole('group');
    const labels = () =>
      within(years())
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(labels()).toHaveLength(15);
    expect(labels()[0]).toBe('1997');
    expect(labels()[14]).toBe('2011');
    await user.click(within(dialog()).getByRole('button', { name: 'Następne lata' }));
    expect(labels()).toEqual(Array.from({ length: 15 }, (_, i) => String(2012 + i)));
    expect(within(dialog()).getByRole('button', { name: 'Następne lata' })).toBeDisabled();
    for (let i = 0; i < 8; i += 1) await user.click(within(dialog()).getByRole('button', { name: 'Poprzednie lata' }));
    expect(labels()[0]).toBe('1892');
    expect(within(years()).getByRole('button', { name: '1905' })).toBeDisabled();
    expect(within(years()).getByRole('button', { name: '1906' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Poprzednie lata' })).toBeDisabled();
    // A click outside closes it; opening again starts from the default view.
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(input);
    await user.click(within(dialog()).getByRole('button', { name: 'Wybierz rok, 2008' }));
    await user.click(within(years()).getByRole('button', { name: '2000' }));
    await user.click(within(dialog()).getByRole('button', { name: 'styczeń 2000' }));
    expect(grid()).toHaveAccessibleName('styczeń 2000');
  });

  it('offers the twelve months of a chosen year, then the days of one; months past the range are refused', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(within(dialog()).getByRole('button', { name: 'Wybierz rok, 2008' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Następne lata' }));
    await user.click(within(within(dialog()).getByRole('group')).getByRole('button', { name: '2026' }));
    const months = within(within(dialog()).getByRole('group')).getAllByRole('button');
    expect(months.map((month) => month.textContent)).toEqual([
      'sty',
      'lut',
      'mar',
      'kwi',
      'maj',
      'cze',
      'lip',
      'sie',
      'wrz',
      'paź',
      'lis',
      'gru',
    ]);
    // The range ends on 21 November 2026: December cannot be chosen, November can.
    expect(within(dialog()).getByRole('button', { name: 'grudzień 2026' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'listopad 2026' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Następny rok' })).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Poprzedni rok' }));
    await user.click(within(dialog()).getByRole('button', { name: 'czerwiec 2025' }));
    expect(grid()).toHaveAccessibleName('czerwiec 2025');
    await user.click(within(grid()).getByRole('gridcell', { name: /, 14 czerwca 2025$/ }));
    expect(onChange).toHaveBeenLastCalledWith('14.06.2025');
  });

  it('moves through the months with the arrow keys and opens one with Enter', async () => {
    const { user, input } = setup('31.01.2004');
    await user.click(input);
    await user.click(within(dialog()).getByRole('button', { name: 'Wybierz rok, 2004' }));
    await user.click(within(within(dialog()).getByRole('group')).getByRole('button', { name: '2004' }));
    expect(within(dialog()).getByRole('button', { name: 'styczeń 2004' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog()).getByRole('button', { name: 'luty 2004' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog()).getByRole('button', { name: 'maj 2004' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The day follows the moves without rolling into the next month: 31 January, 29 February, 29 May.
    expect(grid()).toHaveAccessibleName('maj 2004');
    expect(within(grid()).getByRole('gridcell', { name: /, 29 maja 2004$/ })).toHaveFocus();
  });

  it('is keyboard operable: arrows move days, PageUp/PageDown months, Enter chooses and returns focus', async () => {
    const { user, input, onChange } = setup();
    input.focus();
    await user.keyboard('{Enter}');
    expect(within(grid()).getByRole('gridcell', { name: /, 1 stycznia 2008$/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(grid()).getByRole('gridcell', { name: /, 2 stycznia 2008$/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(grid()).getByRole('gridcell', { name: /, 9 stycznia 2008$/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(within(grid()).getByRole('gridcell', { name: /, 1 stycznia 2008$/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(grid()).toHaveAccessibleName('luty 2008');
    expect(within(grid()).getByRole('gridcell', { name: /, 1 lutego 2008$/ })).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(grid()).toHaveAccessibleName('grudzień 2007');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('01.12.2007');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('01.12.2007');
    expect(input).toHaveFocus();
  });

  it('closes on Escape without choosing and returns focus to the input', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the calendar a dialog and reports it as expanded on the input', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
  });
});
