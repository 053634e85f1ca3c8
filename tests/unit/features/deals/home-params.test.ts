import { readSearch } from '../../search-input';
import { describe, expect, it } from 'vitest';
import {
  HomeSearchSchema,
  favouritesListParams,
  homeListParams,
  homeTabFor,
  parseCategories,
  toggleCategory,
  visibleHomeTabs,
} from '@/features/deals/lib/home-params';
import { isFreeShipping } from '@/features/deals/lib/deal-state';
import { discountLevel } from '@/shared/price-truth';

describe('home list params', () => {
  it('asks for best deals on the best tab, by hot rank on the hot tab and newest first on the new tab, 30 per page', () => {
    expect(homeListParams('best', undefined, 1)).toEqual({
      page: 1,
      per_page: 30,
      only_best: true,
    });
    expect(homeListParams('hot', undefined, 2)).toEqual({ page: 2, per_page: 30, sort_by: 'hot' });
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

  it('keeps the favourites tab for signed-in users and falls back to the first tab for guests', () => {
    expect(homeTabFor('favourites', true)).toBe('favourites');
    expect(homeTabFor('favourites', false)).toBe('best');
    expect(homeTabFor('new', false)).toBe('new');
    expect(visibleHomeTabs(false)).toEqual(['best', 'hot', 'new']);
    expect(visibleHomeTabs(true)).toEqual(['best', 'hot', 'new', 'favourites']);
  });

  it('asks the favourites list for known categories only, 30 per page', () => {
    expect(favouritesListParams('gaming,nonsense', 2)).toEqual({ page: 2, per_page: 30, categories: ['gaming'] });
    expect(favouritesListParams('nonsense', 1)).toEqual({ page: 1, per_page: 30 });
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

describe('HomeSearchSchema', () => {
  const parse = (input: Record<string, unknown>) => readSearch(HomeSearchSchema, input);

  it('defaults to the first tab and page 1', () => {
    expect(parse({})).toEqual({ tab: 'best', page: 1 });
  });

  it('keeps valid values', () => {
    expect(parse({ tab: 'new', categories: 'gaming,home', page: 4 })).toEqual({
      tab: 'new',
      categories: 'gaming,home',
      page: 4,
    });
  });

  it('falls back to the first tab for an unknown one and to page 1 for a bad page', () => {
    expect(parse({ tab: 'popular', page: -2 })).toEqual({ tab: 'best', page: 1 });
    expect(parse({ tab: 42, page: 'abc' })).toEqual({ tab: 'best', page: 1 });
    expect(parse({ page: 2.5 })).toMatchObject({ page: 1 });
  });

  it('keeps only known categories and drops the param when none is left', () => {
    expect(parse({ categories: 'gaming,bogus' }).categories).toBe('gaming');
    expect(parse({ categories: 'bogus' }).categories).toBeUndefined();
    expect(parse({ categories: 7 }).categories).toBeUndefined();
  });
});
