import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/money';

const NB = '\u00a0';

describe('formatMoney', () => {
  it('puts zł after PLN amounts and drops ,00', () => {
    expect(formatMoney(129900, 'PLN')).toBe(`1${NB}299${NB}zł`);
    expect(formatMoney(500, 'PLN')).toBe(`5${NB}zł`);
  });

  it('keeps the decimals after a comma when they are not 00', () => {
    expect(formatMoney(129999, 'PLN')).toBe(`1${NB}299,99${NB}zł`);
    expect(formatMoney(1905, 'PLN')).toBe(`19,05${NB}zł`);
  });

  it('puts CHF after the amount', () => {
    expect(formatMoney(4990, 'CHF')).toBe(`49,90${NB}CHF`);
  });

  it('puts €, $ and £ before the amount', () => {
    expect(formatMoney(12345, 'EUR')).toBe('€123,45');
    expect(formatMoney(10000, 'USD')).toBe('$100');
    expect(formatMoney(199, 'GBP')).toBe('£1,99');
  });

  it('separates every group of thousands with a non-breaking space', () => {
    expect(formatMoney(123456789, 'PLN')).toBe(`1${NB}234${NB}567,89${NB}zł`);
    expect(formatMoney(100000000, 'EUR')).toBe(`€1${NB}000${NB}000`);
    expect(formatMoney(99900, 'PLN')).toBe(`999${NB}zł`);
  });

  it('formats zero as a number (the free label is the UI’s job)', () => {
    expect(formatMoney(0, 'PLN')).toBe(`0${NB}zł`);
    expect(formatMoney(0, 'USD')).toBe('$0');
  });
});
