import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { birthdateBounds, displayToWire, isBirthdateInRange, wireToDisplay } from '@/features/account/lib/birthdate';

const today = dayjs('2026-11-21');

describe('birth date', () => {
  it('allows 120 years back to today and opens the picker 18 years back on 1 January', () => {
    expect(birthdateBounds(today)).toEqual({ min: '1906-11-21', max: '2026-11-21', defaultView: '2008-01-01' });
    expect(isBirthdateInRange('1906-11-21', today)).toBe(true);
    expect(isBirthdateInRange('1906-11-20', today)).toBe(false);
    expect(isBirthdateInRange('2026-11-22', today)).toBe(false);
  });

  it('converts DD.MM.YYYY to YYYY-MM-DD and back, refusing days that do not exist', () => {
    expect(displayToWire('05.03.1990')).toBe('1990-03-05');
    expect(displayToWire('31.02.1990')).toBeNull();
    expect(displayToWire('1990-03-05')).toBeNull();
    expect(wireToDisplay('1990-03-05')).toBe('05.03.1990');
    expect(wireToDisplay(null)).toBe('');
  });
});
