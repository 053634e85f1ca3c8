import { expect, reachFooter, test } from './test';

/*
 * Language: the footer switch changes the UI to English and back without a reload, and the choice survives
 * a reload; Polish plurals use their three forms. The switch's options are autonyms (not translated), and the
 * texts checked here are footer links and plural forms the catalogs already hold in both languages.
 */

test('switching to English and back changes the UI at once, sets <html lang> and persists across a reload', async ({ page }) => {
  await page.goto('/');
  const footer = await reachFooter(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(footer.getByRole('link', { name: 'Regulamin' })).toBeVisible();

  // A marker on window proves the switch did not reload the page.
  await page.evaluate(() => Object.assign(window, { languageSwitchMarker: true }));
  await footer.getByRole('radio', { name: 'English' }).check();
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => 'languageSwitchMarker' in window)).toBe(true);

  await page.reload();
  await reachFooter(page);
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await expect(footer.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await footer.getByRole('radio', { name: 'Polski' }).check();
  await expect(footer.getByRole('link', { name: 'Regulamin' })).toBeVisible();
  await page.reload();
  await expect(footer.getByRole('link', { name: 'Regulamin' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('Polish plurals take the one, few and many forms (shop deal counts), English its two', async ({ page, request }) => {
  const res = await request.get('/api/shops/?market_id=1&per_page=100');
  expect(res.ok()).toBe(true);
  const shops = ((await res.json()) as { data: { id: number; deals_count: number }[] }).data;
  const rules = new Intl.PluralRules('pl');
  const polishDeals: Record<string, string> = { one: 'okazja', few: 'okazje', many: 'okazji' };
  // One shop per Polish form the seed offers, checked against CLDR's rules rather than the app's own.
  const byForm = new Map<string, { id: number; deals_count: number }>();
  for (const shop of shops) {
    const form = rules.select(shop.deals_count);
    if (!byForm.has(form)) byForm.set(form, shop);
  }
  expect(byForm.size).toBeGreaterThanOrEqual(2);

  for (const [form, shop] of byForm) {
    await page.goto(`/shops/${shop.id}`);
    await expect(page.locator('main header')).toContainText(`${shop.deals_count} ${polishDeals[form]}`);
  }

  const [, anyShop] = [...byForm][0] ?? [];
  if (!anyShop) throw new Error('no shop');
  await page.goto(`/shops/${anyShop.id}`);
  await (await reachFooter(page)).getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('main header')).toContainText(`${anyShop.deals_count} ${anyShop.deals_count === 1 ? 'deal' : 'deals'}`);
});
