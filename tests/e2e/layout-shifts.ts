import type { Page } from '@playwright/test';

/** One layout shift the page made: its score, the elements that moved, and whether the user had just acted. */
export interface LayoutShift {
  value: number;
  nodes: string[];
  hadRecentInput: boolean;
}

/** Records the page's layout shifts from its first frame, on every load of the page from now on. */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & LayoutShift & { sources: { node?: Node }[] })[])
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map((source) => source.node?.nodeName ?? '?'),
          hadRecentInput: entry.hadRecentInput,
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });

export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
