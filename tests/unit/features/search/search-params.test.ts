import { readSearch } from '../../search-input';
import { describe, expect, it } from 'vitest';
import { SearchResultsSearchSchema, normalizeQuery, searchListParams } from '@/features/search/lib/search-params';

const parse = (input: Record<string, unknown>) => readSearch(SearchResultsSearchSchema, input);

describe('search results params (fallbacks, trimmed query)', () => {
  it('defaults to no chosen tab, newest, active only, page 1', () => {
    expect(parse({ query: 'lego' })).toEqual({
      query: 'lego',
      tab: undefined,
      sort: 'newest',
      only_active: true,
      show_muted: false,
      page: 1,
    });
  });

  it('keeps valid values', () => {
    expect(parse({ query: 'lego', tab: 'new', sort: 'most_commented', only_active: false, show_muted: true, page: 3 })).toEqual({
      query: 'lego',
      tab: 'new',
      sort: 'most_commented',
      only_active: false,
      show_muted: true,
      page: 3,
    });
  });

  it.each([['cheapest'], [''], [5], [null]])('falls back to newest for the sort %j', (sort) => {
    expect(parse({ query: 'a', sort }).sort).toBe('newest');
  });

  it.each([['favourites'], ['BEST'], [1]])('reads the invalid tab %j as no chosen tab', (tab) => {
    expect(parse({ query: 'a', tab }).tab).toBeUndefined();
  });

  it.each([[0], [-2], [1.5], ['x']])('falls back to page 1 for %j', (page) => {
    expect(parse({ query: 'a', page }).page).toBe(1);
  });

  it('falls back to active only for a value that is not a boolean', () => {
    expect(parse({ query: 'a', only_active: 'no' }).only_active).toBe(true);
  });

  it.each([
    [undefined, ''],
    ['', ''],
    ['   ', ''],
    ['  lego  ', 'lego'],
    [5, '5'],
    [true, 'true'],
    [{ a: 1 }, ''],
    [['a'], ''],
  ])('reads the query %j as %j (trimmed; numbers the router parsed are text again)', (query, expected) => {
    expect(parse({ query }).query).toBe(expected);
  });

  it('cuts a query to the 200 characters the API accepts', () => {
    expect(normalizeQuery(`${'a'.repeat(199)} ${'b'.repeat(50)}`)).toBe('a'.repeat(199));
  });

  it('asks the API for popular deals on the best tab and for all deals on the new tab, in the chosen sort', () => {
    expect(searchListParams(parse({ query: 'lego', sort: 'discount' }), 'best', 2)).toEqual({
      search: 'lego',
      sort_by: 'discount',
      only_active: true,
      only_best: true,
      page: 2,
      per_page: 30,
    });
    expect(searchListParams(parse({ query: 'lego', only_active: false }), 'new', 1)).toEqual({
      search: 'lego',
      sort_by: 'newest',
      only_active: false,
      page: 1,
      per_page: 30,
    });
  });
});
