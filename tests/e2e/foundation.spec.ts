import { expect, reachFooter, test } from './test';

test.describe('foundation', () => {
  test('home shows 30 Polish deal cards and a card opens its deal page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(30);

    const firstTitle = cards.first().getByRole('heading').getByRole('link');
    const title = (await firstTitle.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(3);
    await firstTitle.click();

    await expect(page).toHaveURL(/\/deals\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('theme choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const footer = await reachFooter(page);
    await footer.getByRole('radio', { name: 'Ciemny' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Ciemny' })).toBeChecked();
  });

  test('cookie banner stays until accepted, and acceptance survives a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Akceptuję' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('cookie banner: rejecting is one click, remembered, and the footer reopens the choice', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: /cookie/i });
    await banner.getByRole('button', { name: 'Odrzuć' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(banner).toBeHidden();
    const consent = await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as Record<string, unknown>);
    expect(consent).toMatchObject({ analytics: false, advertising: false });

    await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).click();
    await banner.getByRole('checkbox', { name: /Analityczne/ }).check();
    await banner.getByRole('button', { name: 'Zapisz wybór' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as Record<string, unknown>)).toMatchObject({
      analytics: true,
      advertising: false,
    });
  });

  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/to-nie-istnieje');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nie znaleziono');
    await page.getByRole('main').getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the API answers an unknown deal with the 404 error shape', async ({ request }) => {
    const res = await request.get('/api/deals/999999');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.errorCode).toBe('NotFound');
    expect(typeof body.message).toBe('string');
    expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false);
  });

  test('/favicon.ico is an icon, and the installed window takes the page light theme colour', async ({ page, request }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));

    await page.goto('/');
    const pageColour = await page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]').getAttribute('content');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(manifestHref ?? '/manifest.webmanifest')).json()) as { theme_color: string };
    expect(manifest.theme_color).toBe(pageColour);
  });
});
