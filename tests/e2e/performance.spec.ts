import { expect, test } from './test';
import { fileURLToPath } from 'node:url';
import { measureInitialJs } from './initial-js';

const INITIAL_JS_BUDGET = 150 * 1024;

test('the initial JavaScript for / stays under 150 KB gzipped', () => {
  const { totalGzipBytes, files } = measureInitialJs(fileURLToPath(new URL('../../dist', import.meta.url)));
  expect(files.length).toBeGreaterThan(0);
  expect(totalGzipBytes).toBeLessThan(INITIAL_JS_BUDGET);
});

test.describe('phone load of /', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('every image has its size and nothing shifts while the list loads', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(30);
    await page.waitForLoadState('networkidle');

    const unsized = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML));
    expect(unsized).toEqual([]);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.1);
  });
});
