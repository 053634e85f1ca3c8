import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DealFormSchema, type DealFormValues } from '@/shared/schemas/deal-submission';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { isCalendarInstant } from '@/shared/warsaw-day';

const form = (dates: Partial<DealFormValues>): DealFormValues => ({
  url: 'https://www.x-kom.pl/p/monitor',
  title: 'Monitor 27"',
  description: 'Najtańszy w historii.',
  new_price: '',
  old_price: '',
  lowest_price_30d: '',
  currency: 'PLN',
  free_shipping: false,
  shipping: '',
  coupon_code: '',
  category: 'electronics',
  released_at: '',
  expires_at: '',
  ...dates,
});

const messages = (values: DealFormValues) => {
  const result = v.safeParse(DealFormSchema, values);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('dates of the calendar (01.01.1970 to 31.12.2470 in Warsaw)', () => {
  it('takes the first and the last minute of the calendar in Warsaw, and no minute outside', () => {
    expect(isCalendarInstant(new Date('1969-12-31T23:00:00Z'))).toBe(true);
    expect(isCalendarInstant(new Date('1969-12-31T22:59:59.999Z'))).toBe(false);
    expect(isCalendarInstant(new Date('2470-12-31T22:59:59.999Z'))).toBe(true);
    expect(isCalendarInstant(new Date('2470-12-31T23:00:00Z'))).toBe(false);
    expect(isCalendarInstant(new Date('0000-01-01T00:00:00Z'))).toBe(false);
    expect(isCalendarInstant(new Date(Number.NaN))).toBe(false);
  });

  it('refuses a start typed in the add-deal form before 1970, instead of sending year 50 as 1950', () => {
    expect(messages(form({ released_at: '0050-01-01T10:00' }))).toContain(VALIDATION_MESSAGES.dateRange);
    expect(messages(form({ released_at: '1969-12-31T23:59' }))).toContain(VALIDATION_MESSAGES.dateRange);
    expect(messages(form({ released_at: '2471-01-01T00:00' }))).toContain(VALIDATION_MESSAGES.dateRange);
    expect(messages(form({ released_at: '1970-01-01T00:00' }))).toEqual([]);
    expect(v.parse(DealFormSchema, form({ released_at: '1970-01-01T00:00' })).released_at).toBe('1969-12-31T23:00:00.000Z');
  });
});
