import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { slugify } from '../../src/shared/slug';

interface ListedDeal {
  id: number;
  title: string;
  deal_images: unknown[];
}
interface DetailDeal extends ListedDeal {
  coupon_code: string | null;
}

/** Deals straight from the API, to pick ones with the traits a test needs (several images, a coupon). */
async function listDeals(request: APIRequestContext, query: string): Promise<ListedDeal[]> {
  const res = await request.get(`/api/deals/?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ListedDeal[] }).data;
}

const main = (page: Page) => page.getByRole('main');

test.describe('browsing', () => {
  test('a list that fails to load says so under the tabs after one short retry, and a retry loads it', async ({ page }) => {
    // The first page comes rendered by the server with its list; the browser's own loads are the ones that can fail.
    await page.goto('/');
    await expect(main(page).getByRole('article')).toHaveCount(30);
    await page.waitForLoadState('networkidle');
    let failing = true;
    let attempts = 0;
    await page.route(/\/api\/deals\/?\?/, (route) => {
      if (!failing) return route.fallback();
      attempts += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"timestamp":"","message":"boom","errorCode":"InternalError"}',
      });
    });
    await main(page).getByRole('link', { name: 'Nowe', exact: true }).click();
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Wystąpił błąd');
    // One try and one retry, a second apart: the visitor waits seconds, not the old 14.
    expect(attempts).toBeLessThanOrEqual(2);
    // The page around the list stays: heading and tabs, no whole-page error screen.
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: 'Zakładki okazji' }).locator('[aria-current="page"]')).toHaveText('Nowe');
    failing = false;
    await alert.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(main(page).getByRole('article')).toHaveCount(30);
  });

  test('on a slow network the first page paints with its list, another tab dims it, and opening a deal shows progress', async ({
    page,
  }) => {
    // Answers are held until the test has seen what the visitor sees meanwhile, then let through.
    const hold = async (pattern: RegExp) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(pattern, async (route) => {
        await released;
        await route.fallback();
      });
      return release;
    };
    const lists = /\/api\/deals\/?\?/;
    let releaseLists = await hold(lists);
    // The server renders the first page with its list: nothing the browser would fetch is waited for.
    await page.goto('/?tab=new');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(30);
    await page.waitForLoadState('networkidle');
    releaseLists();

    // Another tab is chosen at once; the old list stays, dimmed, until the new one arrives.
    await page.unroute(lists);
    releaseLists = await hold(lists);
    await main(page).getByRole('link', { name: 'Najlepsze' }).click();
    const tabs = main(page).getByRole('navigation', { name: 'Zakładki okazji' });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText('Najlepsze');
    await expect(main(page).locator('ul[aria-busy="true"]')).toBeVisible();
    releaseLists();
    await expect(main(page).locator('ul[aria-busy="true"]')).toHaveCount(0);
    await page.unroute(lists);

    const releaseDeal = await hold(/\/api\/deals\/\d+(\?|$)/);
    await main(page).getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByTestId('navigation-progress')).toBeVisible();
    await expect(main(page).getByTestId('deal-pending')).toBeVisible();
    await expect(main(page).getByRole('status').filter({ hasText: 'Ładowanie okazji…' })).toBeAttached();
    releaseDeal();
    await expect(page).toHaveURL(/\/deals\/\d+\//);
    await expect(page.getByTestId('navigation-progress')).toBeHidden();
  });

  test('a page past the end shows the last page instead, without a history entry', async ({ page }) => {
    await page.goto('/faq');
    const before = await page.evaluate(() => history.length);
    await page.goto('/?tab=new&page=999');
    await expect(page).toHaveURL(/\/\?tab=new&page=\d{1,2}$/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(999);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expect(main(page).getByText('Nie znaleziono okazji')).toHaveCount(0);
    // Replaced, not pushed: Back goes to where the visitor came from, not to the empty page 999.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  test('tab and category changes update the URL and clear the page', async ({ page }) => {
    await page.goto('/?page=2');
    await expect(main(page).getByRole('article')).toHaveCount(30);

    await main(page).getByRole('navigation', { name: 'Zakładki okazji' }).getByRole('link', { name: 'Nowe' }).click();
    await expect(page).toHaveURL(/\/\?tab=new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowe okazje');

    await page.goto('/?tab=new&page=2');
    await main(page).getByRole('navigation', { name: 'Kategorie' }).getByRole('link', { name: 'Elektronika' }).click();
    await expect(page).toHaveURL(/[?&]categories=electronics/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('new');
  });

  test('pagination moves to the next and the previous page', async ({ page }) => {
    await page.goto('/');
    // Titles repeat in the demo data, so pages are told apart by the deal each first card links to.
    const firstDeal = main(page).getByRole('article').first().getByRole('heading').getByRole('link');
    const pageOneHref = (await firstDeal.getAttribute('href')) ?? '';
    const bottom = main(page).getByRole('navigation', { name: 'Strony', exact: true });

    await bottom.getByRole('link', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(firstDeal).not.toHaveAttribute('href', pageOneHref);

    await bottom.getByRole('link', { name: 'Poprzednia strona' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(firstDeal).toHaveAttribute('href', pageOneHref);
  });

  test('a deal URL without or with a wrong slug ends on the canonical URL without a new history entry', async ({ page, request }) => {
    const [deal] = await listDeals(request, 'per_page=1');
    if (!deal) throw new Error('the demo data has no deals');
    // The replace happens after the deal loads, so wait for the exact canonical URL rather than any slug.
    const canonical = new RegExp(`/deals/${deal.id}/${slugify(deal.title)}$`);

    for (const path of [`/deals/${deal.id}`, `/deals/${deal.id}/zly-slug`]) {
      await page.goto('/');
      const before = await page.evaluate(() => history.length);
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.title);
      await expect(page).toHaveURL(canonical);
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
    }

    await page.goto(`/deals/${deal.id}/zly-slug`);
    await expect(page).toHaveURL(canonical);
  });

  test('an unknown deal shows the deal not-found page', async ({ page }) => {
    await page.goto('/deals/99999999/cokolwiek');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono okazji');
    await main(page).getByRole('link', { name: 'Wróć do okazji' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a category page lists its best deals; an unknown category is a 404 page', async ({ page }) => {
    await page.goto('/categories/electronics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/(Deals from category|Okazje z kategorii)\s*Elektronika/);
    await expect(main(page).getByRole('article').first()).toBeVisible();

    await page.goto('/categories/iphone');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/iPhone/);

    await page.goto('/categories/nie-ma-takiej');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Category not found|Nie znaleziono kategorii/);
    await main(page)
      .getByRole('link', { name: /Back to the home page|Wróć na stronę główną/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the gallery moves to the next image by keyboard and by dragging', async ({ page, request }) => {
    const deals = await listDeals(request, 'per_page=100&sort_by=newest');
    const deal = deals.find((d) => d.deal_images.length > 2);
    if (!deal) throw new Error('the demo data has no deal with three images');
    await page.goto(`/deals/${deal.id}`);
    const carousel = page.getByRole('region', { name: `Zdjęcia: ${deal.title}` });
    const thumb = (n: number) => main(page).getByRole('button', { name: `Pokaż zdjęcie ${n}` });
    await expect(thumb(1)).toHaveAttribute('aria-pressed', 'true');

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumb(2)).toHaveAttribute('aria-pressed', 'true');

    const box = await carousel.boundingBox();
    if (!box) throw new Error('the carousel is not laid out');
    // The slide animates into place; a drag that starts mid-animation is measured from wherever the track is then.
    const second = carousel.locator('.keen-slider__slide').nth(1);
    await expect.poll(async () => Math.round(((await second.boundingBox())?.x ?? -1) - box.x)).toBe(0);
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.15, y, { steps: 8 });
    await page.mouse.up();
    await expect(thumb(3)).toHaveAttribute('aria-pressed', 'true');
  });

  test('the coupon code is copied to the clipboard', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const deals = await listDeals(request, 'per_page=100');
    let couponDeal: DetailDeal | null = null;
    for (const listed of deals) {
      const detail = (await (await request.get(`/api/deals/${listed.id}`)).json()) as DetailDeal;
      if (detail.coupon_code) {
        couponDeal = detail;
        break;
      }
    }
    if (!couponDeal?.coupon_code) throw new Error('the demo data has no deal with a coupon code');

    await page.goto(`/deals/${couponDeal.id}`);
    await main(page).getByRole('button', { name: 'Kopiuj kod' }).click();
    await expect(page.getByText('Kod kuponu skopiowany')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(couponDeal.coupon_code);
  });

  test('guests see the vote, save and report buttons, which ask them to sign in', async ({ page, request }) => {
    const [deal] = await listDeals(request, 'per_page=1&only_active=true');
    if (!deal) throw new Error('the demo data has no active deals');
    await page.goto(`/deals/${deal.id}`);
    await main(page)
      .getByRole('button', { name: /^(Save|Zapisz)$/ })
      .click();
    await expect(page.getByText(/You must be signed in to perform this action|Musisz być zalogowany/)).toBeVisible();
    await expect(main(page).getByRole('button', { name: /^(Vote up|Głosuj na plus)$/ })).toBeVisible();
    await expect(main(page).getByRole('button', { name: /^(Vote down|Głosuj na minus)$/ })).toBeVisible();
  });

  test('home shows banners that open in a new tab: a sidebar on desktop, inside the list on phones', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: /Promotions|Promocje/ });
    await expect(sidebar.first()).toBeVisible();
    const link = sidebar.first().getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    const image = sidebar.first().getByRole('img').first();
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      main(page)
        .getByRole('list')
        .getByRole('complementary', { name: /Promotions|Promocje/ })
        .first(),
    ).toBeVisible();
  });
});
