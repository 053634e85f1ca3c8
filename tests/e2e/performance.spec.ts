import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { fileURLToPath } from 'node:url';
import { measureInitialJs } from './initial-js';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';

const INITIAL_JS_BUDGET = 150 * 1024;

test('the initial JavaScript for / stays under 150 KB gzipped', () => {
  const { totalGzipBytes, files } = measureInitialJs(fileURLToPath(new URL('../../dist', import.meta.url)));
  expect(files.length).toBeGreaterThan(0);
  expect(totalGzipBytes).toBeLessThan(INITIAL_JS_BUDGET);
});

/** Sums the page's layout shifts from its first paint on (shifts after input excluded), as the CLS metric does. */
const layoutShiftSum = async (page: Page) =>
  (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);

test.describe('phone load of /', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('every image has its size and nothing shifts while the list loads', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(30);
    await page.waitForLoadState('networkidle');

    const unsized = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML));
    expect(unsized).toEqual([]);
    expect(await layoutShiftSum(page)).toBeLessThan(0.1);
  });
});

test.describe('desktop load of /', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the server lays the home out as it stays: the banners are where they were drawn and nothing moves once it starts', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(30);
    await page.waitForLoadState('networkidle');

    // One set of banners is seen: the sidebar column's beside the list, none between its cards.
    const main = page.getByRole('main');
    await expect(main.getByRole('complementary', { name: /^(Promocje|Promotions)$/ })).toHaveCount(1);
    const banners = main.getByRole('img', { name: /^(Baner promocyjny|Promotional banner)$/ });
    await expect(banners.first()).toBeVisible();
    expect(await banners.count()).toBe(await main.locator('aside').getByRole('img').count());
    expect(await layoutShiftSum(page)).toBeLessThan(0.1);
  });
});
