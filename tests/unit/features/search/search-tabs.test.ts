import { describe, expect, it } from 'vitest';
import { moreInNew, resolveSearchTab, tabCount } from '@/features/search/lib/search-tabs';

describe('resolveSearchTab: the results tab a search opens on', () => {
  it('keeps a tab the user picked whatever the counts', () => {
    expect(resolveSearchTab('best', 0, 7)).toEqual({ tab: 'best', deciding: false });
    expect(resolveSearchTab('new', 3, 7)).toEqual({ tab: 'new', deciding: false });
  });

  it('opens on Best when it has matches', () => {
    expect(resolveSearchTab(undefined, 2, 7)).toEqual({ tab: 'best', deciding: false });
    expect(resolveSearchTab(undefined, 2, 'loading')).toEqual({ tab: 'best', deciding: false });
  });

  it('opens on New when Best is empty and New has matches', () => {
    expect(resolveSearchTab(undefined, 0, 2)).toEqual({ tab: 'new', deciding: false });
    // Offline with only New held: what is held is shown.
    expect(resolveSearchTab(undefined, 'failed', 2)).toEqual({ tab: 'new', deciding: false });
  });

  it('waits while a count that decides is loading, and stays on Best when nothing matches', () => {
    expect(resolveSearchTab(undefined, 'loading', 2)).toEqual({ tab: 'best', deciding: true });
    expect(resolveSearchTab(undefined, 0, 'loading')).toEqual({ tab: 'best', deciding: true });
    expect(resolveSearchTab(undefined, 0, 0)).toEqual({ tab: 'best', deciding: false });
    expect(resolveSearchTab(undefined, 'failed', 'failed')).toEqual({ tab: 'best', deciding: false });
  });
});

describe('moreInNew', () => {
  const deals = (...ids: number[]) => ids.map((id) => ({ id }));

  it('lists the matches of New the Best page does not show, in New order', () => {
    expect(moreInNew(deals(3, 5), 2, 30, deals(1, 2, 3, 4, 5, 6, 7))).toEqual(deals(1, 2, 4, 6, 7));
  });

  it('lists nothing under a Best list longer than one page', () => {
    expect(moreInNew(deals(1, 2), 31, 30, deals(1, 2, 3))).toEqual([]);
  });
});

describe('tabCount', () => {
  const page = (count: number) => ({ metadata: { count } });
  it('reads the count of the query own answer only', () => {
    expect(tabCount({ data: page(4), isPlaceholderData: false, isError: false })).toBe(4);
    expect(tabCount({ data: page(4), isPlaceholderData: true, isError: false })).toBe('loading');
    expect(tabCount({ data: undefined, isPlaceholderData: false, isError: false })).toBe('loading');
    expect(tabCount({ data: undefined, isPlaceholderData: false, isError: true })).toBe('failed');
    // A held copy whose refetch failed (offline) still counts.
    expect(tabCount({ data: page(0), isPlaceholderData: false, isError: true })).toBe(0);
  });
});
