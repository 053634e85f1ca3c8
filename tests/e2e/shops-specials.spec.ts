import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';

/**
 * Special offer pages, shop pages and the coupons listing, in the Polish UI. Strings added with this feature are
 * matched in English or Polish: they read English until the catalogs are translated.
 */

interface ListBody<T> {
  data: T[];
  metadata: { pages_count: number; count: number };
}
interface CouponBody {
  id: number;
  code: string;
  title: string;
  clicks_count: number;
}
interface SpecialBody {
  title: string;
  special_offers: { title: string; url: string }[];
}
interface ShopBody {
  id: number;
  name: string;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function shopCoupons(request: APIRequestContext, shopId: number): Promise<CouponBody[]> {
  return (await getJson<ListBody<CouponBody>>(request, `/api/coupons/?shop_id=${shopId}&per_page=100`)).data;
}

test.describe('special offer page', () => {
  test('shows the title, the images and the special offers', async ({ page, request }) => {
    const special = await getJson<SpecialBody>(request, '/api/specials/1');
    await page.goto('/specials/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(special.title);
    await expect(page).toHaveTitle(new RegExp(special.title));
    await expect(page.locator('main picture source[media="(max-width: 576px)"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Kopiuj kod' })).toBeVisible();

    const offers = page.getByRole('region', { name: /Oferty specjalne|Special offers/ }).getByRole('link');
    await expect(offers).toHaveCount(special.special_offers.length);
    expect(special.special_offers.length).toBeGreaterThan(0);
    const first = special.special_offers[0];
    await expect(offers.first()).toContainText(first?.title ?? '');
    await expect(offers.first()).toHaveAttribute('href', first?.url ?? '');
  });

  for (const id of ['999999', 'abc']) {
    test(`an unknown special (${id}) shows its not-found page with a way home`, async ({ page }) => {
      await page.goto(`/specials/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Nie znaleziono oferty specjalnej|Special offer not found/);
      await page.getByRole('main').getByRole('link', { name: 'Wróć do okazji' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('shop page', () => {
  test('shows the shop with its coupons and its deals', async ({ page, request }) => {
    const shop = await getJson<ShopBody>(request, '/api/shops/1');
    const coupons = await shopCoupons(request, 1);
    await page.goto('/shops/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);

    const couponsRegion = page.getByRole('region', { name: /^(Kupony|Coupons)$/ });
    await expect(couponsRegion.getByRole('article')).toHaveCount(coupons.length);
    const dealsRegion = page.getByRole('region', { name: 'Okazje' });
    await expect(dealsRegion.getByRole('article').first()).toBeVisible();
    await expect(dealsRegion.getByRole('article').first()).toContainText(shop.name);
  });

  test('revealing a coupon code copies it and counts the use', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const coupons = await shopCoupons(request, 2);
    const coupon = coupons[0];
    if (!coupon) throw new Error('the demo shop 2 has no coupon');

    await page.goto('/shops/2');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: coupon.title }) });
    await expect(card.getByText(coupon.code)).toHaveCount(0);
    const clicked = page.waitForResponse((res) => res.url().endsWith(`/api/coupons/${coupon.id}/click`));
    await card.getByRole('button', { name: /Pokaż kod|Show code/ }).click();

    await expect(card.getByText(coupon.code, { exact: true })).toBeVisible();
    await expect(page.getByText('Kod kuponu skopiowany')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.code);
    const response = await clicked;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { clicks_count: number }).clicks_count).toBe(coupon.clicks_count + 1);
    // The list API may answer from its short read cache for a few seconds; the count must show up there too.
    await expect
      .poll(async () => (await shopCoupons(request, 2)).find((c) => c.id === coupon.id)?.clicks_count, { timeout: 15_000 })
      .toBe(coupon.clicks_count + 1);
  });

  for (const id of ['999999', 'abc']) {
    test(`an unknown shop (${id}) shows its not-found page`, async ({ page }) => {
      await page.goto(`/shops/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Nie znaleziono sklepu|Shop not found/);
      await expect(page.getByRole('main').getByRole('link', { name: 'Wróć do okazji' })).toHaveAttribute('href', '/');
    });
  }
});

test.describe('coupons listing', () => {
  test('shows the best coupons first and pages through every coupon', async ({ page, request }) => {
    const firstPage = await getJson<ListBody<CouponBody>>(request, '/api/coupons/?per_page=20');
    expect(firstPage.metadata.pages_count).toBeGreaterThan(1);
    await page.goto('/coupons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Kupony|Coupons)$/);
    await expect(
      page
        .getByRole('region', { name: /Najlepsze kupony|Best coupons/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();

    const all = page.getByRole('region', { name: /Wszystkie kupony|All coupons/ });
    await expect(all.getByRole('article')).toHaveCount(firstPage.data.length);
    await expect(all.getByRole('article').first()).toContainText(firstPage.data[0]?.title ?? '');

    await all.getByRole('link', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/\/coupons\?page=2$/);
    const secondPage = await getJson<ListBody<CouponBody>>(request, '/api/coupons/?per_page=20&page=2');
    await expect(all.getByRole('article').first()).toContainText(secondPage.data[0]?.title ?? '');
    await expect(all.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: /Najlepsze kupony|Best coupons/ })).toHaveCount(0);
  });

  test('searches coupons and links each to its shop', async ({ page }) => {
    await page.goto('/coupons?page=2');
    await page.getByRole('searchbox', { name: /Szukaj kuponów|Search coupons/ }).fill('IKEA');
    await page.getByRole('button', { name: /^(Szukaj|Search)$/ }).click();
    await expect(page).toHaveURL(/\/coupons\?search=IKEA$/);
    const region = page.getByRole('region', { name: /IKEA/ });
    const results = region.getByRole('article');
    await expect(results.first()).toBeVisible();
    // The previous page's coupons stay, dimmed and busy, until the results come: only those are read.
    await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const card of await results.all()) await expect(card).toContainText('IKEA');
    await results.first().getByRole('link', { name: 'IKEA', exact: true }).click();
    await expect(page).toHaveURL(/\/shops\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IKEA');
  });
});
