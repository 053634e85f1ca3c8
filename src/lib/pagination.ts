export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Up to this many pages every page is shown. */
const SHOW_ALL_MAX = 5;

/**
 * The pagination window: all pages when there are 5 or fewer, otherwise the first, the last, the current page and
 * its neighbours, with an ellipsis wherever pages are left out. The two ellipses get distinct values so they can
 * serve as React keys.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= SHOW_ALL_MAX) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push(p === total ? 'ellipsis-end' : 'ellipsis-start');
    items.push(p);
  });
  return items;
}
