import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { faqPl } from '../../src/features/static-pages/content/pl/faq';

/**
 * Static pages, the FAQ accordion and the not-found screens, in the Polish UI. Headings added with these pages are
 * found by their ids (their words depend on the catalogs' state); the page bodies are the Polish content modules.
 */

const question = (page: Page, index: number) => page.getByRole('button', { name: faqPl.entries[index]?.question ?? '' });
/** The accordion's answers; the cookie banner is a region of the page too. */
const answers = (page: Page) => page.getByRole('main').getByRole('region');

test.describe('FAQ', () => {
  test('one answer open at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'static-page-title');
    await expect(answers(page)).toHaveCount(0);

    await question(page, 0).click();
    await expect(question(page, 0)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers(page)).toHaveAccessibleName(faqPl.entries[0]?.question ?? '');
    await expect(answers(page)).toContainText(/głos/);

    await question(page, 1).click();
    await expect(question(page, 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(page, 0)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page)).toHaveAccessibleName(faqPl.entries[1]?.question ?? '');

    await question(page, 1).click();
    await expect(question(page, 1)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers(page)).toHaveCount(0);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/faq');
    await question(page, 0).focus();
    await page.keyboard.press('Enter');
    await expect(question(page, 0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(question(page, 1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(question(page, 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(page, 0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(answers(page)).toHaveCount(0);
    await page.keyboard.press('End');
    await expect(question(page, faqPl.entries.length - 1)).toBeFocused();
  });

  test('an address with #question opens that answer', async ({ page }) => {
    await page.goto('/faq#popular');
    const index = faqPl.entries.findIndex((entry) => entry.id === 'popular');
    await expect(question(page, index)).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('not-found screens', () => {
  const cases = [
    { what: 'page', path: '/no-such-page/at-all', id: 'not-found-title', heading: /Nie znaleziono strony/ },
    { what: 'user', path: '/profile/999999', id: 'user-not-found-title', heading: /Nie znaleziono użytkownika/ },
    { what: 'shop', path: '/shops/999999', id: 'shop-not-found-title', heading: /Nie znaleziono sklepu/ },
    { what: 'deal', path: '/deals/999999/brak', id: 'deal-not-found-title', heading: /Nie znaleziono okazji/ },
    { what: 'prize', path: '/prizes/999999', id: 'prize-not-found-title', heading: /\S/ },
  ];
  for (const { what, path, id, heading } of cases) {
    test(`an unknown ${what} has its own header, text and a way back home`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const h1 = main.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveAttribute('id', id);
      await expect(h1).toHaveText(heading);
      await expect(main.getByRole('region', { name: (await h1.textContent()) ?? '' })).toBeVisible();
      await expect(page).toHaveTitle(`${await h1.textContent()} · Okazje`);
      await main
        .getByRole('link', { name: /Wróć na stronę główną|Wróć do okazji|Back to the home page|Back to deals/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a malformed prize id is the prize not-found screen, a known one its page', async ({ page, request }) => {
    await page.goto('/prizes/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'prize-not-found-title');

    const prizes = (await (await request.get('/api/prizes/available')).json()) as { data: { id: number; title: string }[] };
    const prize = prizes.data[0];
    expect(prize).toBeDefined();
    await page.goto(`/prizes/${prize?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prize?.title ?? '');
    await expect(page).toHaveTitle(`${prize?.title} · Okazje`);
  });
});

test.describe('static pages', () => {
  for (const path of ['/terms', '/terms-of-service']) {
    test(`${path} states the terms facts`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin');
      const article = page.getByRole('article');
      await expect(article).toContainText('ukończyły 18 lat');
      await expect(article).toContainText('Historia cen obejmuje 30 dni wstecz');
      await expect(article).toContainText('w ciągu 14 dni');
      await expect(article).toContainText('z wyprzedzeniem 30 dni');
      await expect(article).toContainText('30.06.2025');
      await expect(article).toContainText('nie dłużej niż 10 lat');
    });
  }

  test('dealboxes shows the mobile banner at 390 px and the wide one on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dealboxes');
    const banner = page.getByRole('article').locator('picture img');
    await expect(banner).toHaveJSProperty('complete', true);
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/static\/dealboxes-banner-mobile\.svg$/);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The banner runs from edge to edge of its card (inside the 1 px border).
    const card = await page.getByRole('article').boundingBox();
    const image = await banner.boundingBox();
    expect(image?.width ?? 0).toBeGreaterThanOrEqual((card?.width ?? 0) - 2);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/static\/dealboxes-banner\.svg$/);
  });

  test('every static route sets its own title and description', async ({ page }) => {
    // Neighbours always differ (the aliases are apart), so each step can wait for the new page's heading.
    const routes = [
      '/contact',
      '/privacy-policy',
      '/faq',
      '/terms-of-service',
      '/how-to-collect-points',
      '/exchange-points-in-mobile-app',
      '/dealboxes',
      '/trusted-partners',
      '/privacy',
      '/publication-rules',
      '/terms',
    ];
    const descriptions = new Map<string, string>();
    await page.goto('/');
    // The home page's own heading counts as the previous one, so the first step waits for the contact page too.
    let previous = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? '';
    for (const path of routes) {
      // Client-side navigation, as a visitor moves between pages: the previous page's meta must not stay behind.
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).not.toHaveText(previous);
      const h1 = (await heading.textContent()) ?? '';
      previous = h1;
      await expect(page).toHaveTitle(`${h1} · Okazje`);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description, path).not.toBe('');
      descriptions.set(path, description);
    }
    // Aliases share a page; every other page has its own description.
    expect(new Set(descriptions.values()).size).toBe(routes.length - 2);
  });
});
