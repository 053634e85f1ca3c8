import { describe, expect, it } from 'vitest';
import { normalizeKeyword } from '@/shared/normalize';

describe('normalizeKeyword', () => {
  it('turns every Polish letter, small and capital, into its plain one', () => {
    expect(normalizeKeyword('ąćęłńóśźż')).toBe('acelnoszz');
    expect(normalizeKeyword('ĄĆĘŁŃÓŚŹŻ')).toBe('acelnoszz');
  });

  it('lowercases, trims and collapses inner whitespace', () => {
    expect(normalizeKeyword('  Słuchawki   JBL\tTune ')).toBe('sluchawki jbl tune');
  });

  it('leaves plain text and digits alone', () => {
    expect(normalizeKeyword('playstation 5')).toBe('playstation 5');
  });

  it('drops other Latin accents as well', () => {
    expect(normalizeKeyword('Pokémon Crème')).toBe('pokemon creme');
  });
});
