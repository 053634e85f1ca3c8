import { describe, expect, it } from 'vitest';
import { flag, oneOf, pageNumber, positiveWhole, searchSchema, textUpTo } from '@/lib/search-schema';
import { readSearch } from '../search-input';

const schema = searchSchema({
  tab: oneOf(['best', 'new'], 'best'),
  filter: oneOf(['a', 'b'], undefined),
  page: pageNumber(100),
  edit: positiveWhole,
  q: textUpTo(5, ''),
  active: flag(true),
});

describe('route search params read by small functions', () => {
  it('keeps every usable value as the router parsed it', () => {
    expect(readSearch(schema, { tab: 'new', filter: 'b', page: 3, edit: 7, q: 'lego', active: false })).toEqual({
      tab: 'new',
      filter: 'b',
      page: 3,
      edit: 7,
      q: 'lego',
      active: false,
    });
  });

  it('falls back on anything else: an unknown tab, a page out of range or not whole, text too long, a switch as text', () => {
    expect(readSearch(schema, { tab: 'hot', filter: 'c', page: 101, edit: 0, q: 'klocki', active: 'false' })).toMatchObject({
      tab: 'best',
      page: 1,
      q: '',
      active: true,
    });
    expect(readSearch(schema, { page: 2.5 }).page).toBe(1);
    expect(readSearch(schema, { page: '2' }).page).toBe(1);
  });

  it('names every field, an unusable one as undefined: the router lays the answer over the raw search', () => {
    const read = readSearch(schema, { filter: 'c', edit: -1, extra: 'x' });
    expect(Object.keys(read).sort()).toEqual(['active', 'edit', 'filter', 'page', 'q', 'tab']);
    expect(read.filter).toBeUndefined();
    expect(read.edit).toBeUndefined();
  });
});
