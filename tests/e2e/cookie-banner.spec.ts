import type { Page } from '@playwright/test';
import { chunkOf } from './built-chunks';
import { expect, test } from './test';

/** Which part of the page has the focus: the banner, the page's content, or something else (the skip link, the top bar). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.closest('section[aria-label="Pliki cookie"]')) return 'banner';
    return active.closest('main') ? 'main' : (active.textContent ?? '').trim();
  });

test.describe('cookie banner with the keyboard (WCAG 2.4.11)', () => {
  test('is reached within the first Tabs, never covers a focused control, and gives the focus back after "Odrzuć"', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Pliki cookie' });
    await expect(banner).toBeVisible();

    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).toBe('Przejdź do treści');
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).toBe('banner');

    // On into the page: every focused control of the cards is scrolled clear of the banner, not under it.
    let checkedInCards = 0;
    for (let tab = 0; tab < 60; tab += 1) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const active = document.activeElement;
        const section = document.querySelector('section[aria-label="Pliki cookie"]');
        if (!active?.closest('main article') || !section) return null;
        return active.getBoundingClientRect().bottom > section.getBoundingClientRect().top;
      });
      if (covered === null) continue;
      checkedInCards += 1;
      expect(covered, `Tab ${tab + 3}`).toBe(false);
    }
    expect(checkedInCards).toBeGreaterThan(10);

    // From the top again: skip link, the banner's privacy link, "Ustawienia", "Odrzuć".
    await page.goto('/');
    for (let tab = 0; tab < 4; tab += 1) await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Odrzuć' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    // Back where it was before the banner (the skip link), not dropped onto <body>.
    expect(await focusPlace(page)).toBe('Przejdź do treści');
    // Nothing is held back for a banner that is gone.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toMatch(/^(auto|0px)$/);
  });

  test("gives the focus back to the skip link also when the visitor tabbed in and chose before the form's code came", async ({ page }) => {
    // The form's code arrives late (a slow phone, a busy network): the Tabs and the Enter below land on the server's HTML.
    let releaseForm: () => void = () => undefined;
    const formHeld = new Promise<void>((resolve) => {
      releaseForm = resolve;
    });
    await page.route(chunkOf('src/app/layout/ConsentForm.tsx'), async (route) => {
      await formHeld;
      await route.continue();
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Pliki cookie' });
    for (let tab = 0; tab < 4; tab += 1) await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Odrzuć' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeVisible();
    expect(await banner.getAttribute('data-interactive')).toBeNull();
    releaseForm();

    await expect(banner).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as unknown))
      .toMatchObject({ analytics: false, advertising: false });
    expect(await focusPlace(page)).toBe('Przejdź do treści');
  });
});

test('a first visit downloads none of its code, and "Akceptuję" tapped before the code came is the app\'s answer, without a reload', async ({
  page,
}) => {
  const formCode: string[] = [];
  // The form's code arrives slowly, so the tap below surely lands on the server's HTML, before hydration.
  await page.route(chunkOf('src/app/layout/ConsentForm.tsx'), async (route) => {
    formCode.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(formCode).toEqual([]);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const banner = page.getByRole('region', { name: 'Pliki cookie' });
  await banner.getByRole('button', { name: 'Akceptuję' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as unknown))
    .toMatchObject({ analytics: true, advertising: true });
  expect(formCode).toHaveLength(1);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test.describe('cookie banner without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Odrzuć" closes it through the server, and it stays closed on the next page', async ({ page, context }) => {
    await page.goto('/faq');
    const banner = page.getByRole('region', { name: 'Pliki cookie' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Odrzuć' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    const answer = (await context.cookies()).find((cookie) => cookie.name === 'consent_answered');
    expect(JSON.parse(decodeURIComponent(answer?.value ?? 'null'))).toMatchObject({ analytics: false, advertising: false });
  });
});

test("an answer given without JavaScript is the app's answer too: no banner, the same choice in localStorage", async ({
  browser,
  baseURL,
}) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const before = await noScript.newPage();
  await before.goto('/faq');
  await before.getByRole('region', { name: 'Pliki cookie' }).getByRole('button', { name: 'Akceptuję' }).click();
  await expect(before).toHaveURL(/\/faq$/);
  const cookies = await noScript.cookies();
  await noScript.close();

  const withScript = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await withScript.addCookies(cookies);
  const page = await withScript.newPage();
  await page.goto('/');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pliki cookie' })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as unknown))
    .toMatchObject({ analytics: true, advertising: true });
  await withScript.close();
});

test.describe('cookie settings on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every button fits inside the banner', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Pliki cookie' });
    await banner.getByRole('button', { name: 'Ustawienia' }).click();
    await expect(banner.getByRole('checkbox', { name: /Analityczne/ })).toBeFocused();
    const form = banner.locator('form');
    // Inside the banner's padding, where its text ends: not over its edge, nor past the screen.
    const content = await form.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) };
    });
    for (const name of ['Zapisz wybór', 'Odrzuć', 'Akceptuję']) {
      const button = await banner.getByRole('button', { name }).boundingBox();
      expect(button, name).not.toBeNull();
      expect(button?.x ?? 0, name).toBeGreaterThanOrEqual(content.left - 0.5);
      expect((button?.x ?? 0) + (button?.width ?? Infinity), name).toBeLessThanOrEqual(content.right + 0.5);
    }
    expect(await form.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const [reject, accept] = await Promise.all([
      banner.getByRole('button', { name: 'Odrzuć' }).boundingBox(),
      banner.getByRole('button', { name: 'Akceptuję' }).boundingBox(),
    ]);
    // Rejecting stays as easy as accepting: the same size, side by side.
    expect(reject?.width).toBeCloseTo(accept?.width ?? 0, 0);
    expect(reject?.y).toBeCloseTo(accept?.y ?? 0, 0);
  });
});
