import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` return once the app answers to input. A first
 * visit is rendered by the server, so its buttons are on screen before the app has hydrated them; a person waits for a
 * moment there, a test must wait for the moment itself (`data-interactive` on <html>, set by src/app/App.tsx).
 * Pages loaded with JavaScript off are only the server's HTML and are not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilInteractive = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation;
      if (javaScriptEnabled) await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => untilInteractive(goto(url, options));
    page.reload = (options) => untilInteractive(reload(options));
    await use(page);
  },
});
