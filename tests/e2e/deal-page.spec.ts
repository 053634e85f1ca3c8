import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { signInAsDemo } from './support';

interface ListedDeal {
  id: number;
  direct_url: string | null;
  new_price: number | null;
}

/** A deal of the seed with a price and a link to the shop, as the bottom bar shows both. */
async function dealWithLink(page: Page): Promise<ListedDeal> {
  const res = await page.request.get('/api/deals/?per_page=30');
  const { data } = (await res.json()) as { data: ListedDeal[] };
  const deal = data.find((candidate) => candidate.direct_url !== null && candidate.new_price !== null);
  if (!deal) throw new Error('the seed has no deal with a price and a link');
  return deal;
}

test.beforeEach(async ({ context }) => {
  // The cookie banner is tested on its own; here it would only cover the bottom of the screen.
  await context.addInitScript(() => window.localStorage.setItem('cookieBannerClosedAt', new Date().toISOString()));
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('signed in, the top bar shows the add-deal button and the avatar beside the menu', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Dodaj okazję' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Dodaj okazję' })).toHaveAttribute('href', '/add-deal');
    await expect(bar.getByRole('link', { name: 'Twoje konto' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Twoje konto' })).toHaveAttribute('href', '/account');
  });

  test('signed out, the top bar keeps its menu and offers no add-deal button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').locator('summary', { hasText: 'Otwórz menu' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dodaj okazję' })).toHaveCount(0);
  });

  test('a deal page keeps the price, the deal link and the vote in a bar once they scroll away, covering nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const deal = await dealWithLink(page);
    await page.goto(`/deals/${deal.id}`);
    const bar = page.locator('[data-deal-bar]');
    await page.locator('article [role="group"]').first().scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    const barLink = bar.getByRole('link', { name: 'Przejdź do okazji' });
    const href = await barLink.getAttribute('href');
    // The page's own button comes first in the document, the bar's copy last.
    const main = page.locator(`article a[href="${href}"]`).first();
    expect(await main.evaluate((link) => link.closest('[data-deal-bar]') === null)).toBe(true);
    expect(await barLink.getAttribute('rel')).toBe(await main.getAttribute('rel'));
    await expect(bar.getByRole('group')).toBeVisible();
    await expect(bar).toContainText(/zł|Za darmo/);

    // At the very bottom the footer's last line ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = await page.locator('[data-deal-bar]').evaluate((bar) => bar.getBoundingClientRect().top);
    const footerBottom = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });
});

test.describe('a desktop', () => {
  test('Udostępnij opens a menu of places to share to; Escape closes it and returns focus', async ({ page }) => {
    const deal = await dealWithLink(page);
    await page.goto(`/deals/${deal.id}`);
    // Desktop Chromium on Linux has no system share sheet; the menu is what such a browser offers.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    const share = page.getByRole('button', { name: 'Udostępnij' });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/deals/${deal.id}`));
    const menu = page.locator(`[id="${await share.getAttribute('aria-controls')}"]`);
    const facebook = menu.getByRole('link', { name: 'Facebook', exact: true });
    await expect(facebook).toBeFocused();
    await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical ?? '')}`);
    await expect(menu.getByRole('link', { name: 'X', exact: true })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(menu.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
    await page.keyboard.press('Escape');
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(facebook).toHaveCount(0);
    await expect(share).toBeFocused();
  });
});
