import { expect, test as base, type Locator, type Page } from '@playwright/test';

export { expect };

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

/**
 * The footer, scrolled to and answering to input. Its code comes when it nears the viewport (src/app/layout/Footer.tsx);
 * a click made before that is held and given back, but `check()` wants the radio checked at once, so a test waits for
 * the footer as a person scrolling down to it would (`data-interactive` on it).
 */
export async function reachFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toHaveAttribute('data-interactive', '');
  return footer;
}
