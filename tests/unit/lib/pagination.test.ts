import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/lib/pagination';

describe('pageWindow', () => {
  it('shows a single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows every page up to 5', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('from 6 pages keeps first, last, current and neighbours with ellipses', () => {
    expect(pageWindow(1, 6)).toEqual([1, 2, 'ellipsis-end', 6]);
    expect(pageWindow(6, 6)).toEqual([1, 'ellipsis-start', 5, 6]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(pageWindow(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
  });

  it('puts ellipses on both sides of a middle page', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('clamps an out-of-range page and answers nothing for no pages', () => {
    expect(pageWindow(99, 8)).toEqual([1, 'ellipsis-start', 7, 8]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
