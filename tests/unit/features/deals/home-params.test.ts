import { describe, expect, it } from 'vitest';
import { homeListParams, parseCategories, toggleCategory } from '@/features/deals/lib/home-params';
import { discountLevel, isFreeShipping } from '@/features/deals/lib/deal-state';

describe('home list params', () => {
  it('asks for best deals on the best tab and newest first on the new tab, 30 per page', () => {
    expect(homeListParams('best', undefined, 1)).toEqual({
      page: 1,
      per_page: 30,
      only_best: true,
    });
    expect(homeListParams('new', undefined, 3)).toEqual({
      page: 3,
      per_page: 30,
      sort_by: 'newest',
    });
  });

  it('sends only known categories', () => {
    expect(homeListParams('best', 'gaming,nonsense,home', 1).categories).toEqual(['gaming', 'home']);
    expect(homeListParams('best', 'nonsense', 1)).not.toHaveProperty('categories');
  });

  it('parses a comma-separated list without blanks or repeats', () => {
    expect(parseCategories(' gaming, ,gaming,iphone ')).toEqual(['gaming', 'iphone']);
    expect(parseCategories(undefined)).toEqual([]);
  });

  it('toggles one category in the list', () => {
    expect(toggleCategory(undefined, 'gaming')).toBe('gaming');
    expect(toggleCategory('gaming', 'home')).toBe('gaming,home');
    expect(toggleCategory('gaming,home', 'gaming')).toBe('home');
    expect(toggleCategory('gaming', 'gaming')).toBeUndefined();
  });
});

describe('deal state rules', () => {
  it('levels discounts at 25 and 50 and shows none unless positive', () => {
    expect(discountLevel(null)).toBeNull();
    expect(discountLevel(0)).toBeNull();
    expect(discountLevel(-5)).toBeNull();
    expect(discountLevel(1)).toBe('low');
    expect(discountLevel(25)).toBe('low');
    expect(discountLevel(25.5)).toBe('medium');
    expect(discountLevel(50)).toBe('medium');
    expect(discountLevel(51)).toBe('high');
  });

  it('reads only the free marker as free shipping', () => {
    expect(isFreeShipping('free')).toBe(true);
    expect(isFreeShipping('Free ')).toBe(true);
    expect(isFreeShipping('9,99 zł')).toBe(false);
    expect(isFreeShipping(null)).toBe(false);
  });
});
