import { describe, expect, it } from 'vitest';
import { dealPath, slugify } from '@/shared/slug';

describe('slugify (the deal link slug rule)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Konsola PlayStation 5 Slim')).toBe('konsola-playstation-5-slim');
  });

  it('turns every Polish letter into its plain one, in both cases', () => {
    expect(slugify('Zażółć gęślą jaźń')).toBe('zazolc-gesla-jazn');
    expect(slugify('ĄĆĘŁŃÓŚŹŻ')).toBe('acelnoszz');
  });

  it("turns '&' into '-and-' without doubled hyphens", () => {
    expect(slugify('Dom & Ogród')).toBe('dom-and-ogrod');
    expect(slugify('H&M')).toBe('h-and-m');
  });

  it('drops other symbols and trims hyphens at the ends', () => {
    expect(slugify('  Słuchawki JBL – 50% taniej! (-120 zł)  ')).toBe('sluchawki-jbl-50-taniej-120-zl');
    expect(slugify('„Wiedźmin 3” – edycja GOTY')).toBe('wiedzmin-3-edycja-goty');
  });

  it('gives an empty slug for a title of symbols only', () => {
    expect(slugify('!!! ???')).toBe('');
  });

  it('builds the deal link /deals/{id}/{slug}', () => {
    expect(dealPath(42, 'Łódź & okolice')).toBe('/deals/42/lodz-and-okolice');
  });
});
