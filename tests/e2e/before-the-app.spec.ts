import { test as playwrightTest, type Page } from '@playwright/test';
import { expect, test } from './test';

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Pliki cookie' });
/** The phone menu's button, told by its name (a `<summary>`, which has no button role of its own in Playwright). */
const menuButton = (page: Page) => page.getByRole('banner').locator(':is(button, summary)', { hasText: 'Otwórz menu' });

/** The top bar and the cookie banner are plain HTML that works before the app has started, or without it. */
test.describe('the chrome without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the phone menu opens and its links lead to their pages', async ({ page }) => {
    await page.goto('/');
    const menuLink = page.getByRole('banner').getByRole('link', { name: 'Kupony' });
    await expect(menuLink).toBeHidden();
    await menuButton(page).click();
    await expect(menuLink).toBeVisible();
    await menuLink.click();
    await expect(page).toHaveURL(/\/coupons$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the top bar search is answered by the server with the results page', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Szukaj okazji' });
    await field.fill('xbox');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=xbox$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('xbox');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue('xbox');
  });

  test('the cookie banner closes', async ({ page }) => {
    await page.goto('/');
    await cookieBanner(page).getByRole('button', { name: 'Odrzuć' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
  });
});

// Playwright's own test: this one's `page.goto` must return before the app has started (see ./test).
playwrightTest.describe('a phone whose app starts slowly', () => {
  playwrightTest.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  playwrightTest('keeps a menu tapped open before the app started, and the app then closes it with Escape', async ({ page }) => {
    // The app's entry arrives late, so the tap surely lands on the server's HTML.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await menuButton(page).tap();
    expect(await page.locator('html[data-interactive]').count(), 'the app had started before the tap').toBe(0);
    const menuLink = page.getByRole('banner').getByRole('link', { name: 'Kupony' });
    await expect(menuLink).toBeVisible();

    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await expect(menuLink).toBeVisible();
    const summary = page.getByRole('banner').locator('summary');
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(summary).toHaveAccessibleName(/^Zamknij menu/);
    await menuLink.focus();
    await page.keyboard.press('Escape');
    await expect(menuLink).toBeHidden();
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).toBeFocused();
  });
});
