import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { formatMoney } from '../../src/shared/money';
import type { LowestConsolePrices } from '../../src/shared/schemas/gamer-zone';
import { noHorizontalOverflow } from './support';

interface ListedDeal {
  id: number;
}
interface DealPage {
  data: ListedDeal[];
  metadata: { count: number; pages_count: number };
}

/** The newest deals of `categories` as the API lists them: what each gamer zone list must show. */
async function newest(request: APIRequestContext, categories: string, perPage = 30, onlyActive = false): Promise<DealPage> {
  const active = onlyActive ? '&only_active=true' : '';
  const res = await request.get(`/api/deals/?categories=${categories}&sort_by=newest&per_page=${perPage}${active}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as DealPage;
}

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, id: string) => page.locator(`#${id}`);
/** Deal ids in the order the page lists their cards (each card's title links to /deals/{id}/…). */
async function listedIds(page: Page): Promise<number[]> {
  const hrefs = await main(page)
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/deals\/(\d+)/.exec(href)?.[1]));
}

test.describe('gamer zone', () => {
  test('newsfeed: console cards with their lowest prices and the latest game and hardware deals', async ({ page, request }) => {
    await page.goto('/gamer-zone');
    // The page names itself in the title (before the brand), unlike the home page's bare brand.
    await expect(page).toHaveTitle(/.+ · Okazje$/);
    await expect(tab(page, 'gamer-zone-tab-newsfeed')).toHaveAttribute('aria-selected', 'true');

    const prices = main(page).getByTestId('console-price');
    await expect(prices).toHaveCount(5);
    const hrefs = await prices.evaluateAll((items) => items.map((item) => item.closest('a')?.getAttribute('href')));
    expect(hrefs).toEqual([
      '/gamer-zone/ps-5',
      '/gamer-zone/xbox-xs',
      '/gamer-zone/nintendo-switch',
      '/gamer-zone/mobile-consoles',
      '/categories/iphone',
    ]);
    const lowest = await request.get('/api/deals/lowest-console-prices');
    if (lowest.ok()) {
      // Each card says 'from' the lowest active price, or that there is none now.
      const body = (await lowest.json()) as LowestConsolePrices;
      const ps5 = body.playstation_5;
      if (ps5) await expect(prices.first()).toContainText(formatMoney(ps5.amount, ps5.currency));
      const iphone = body.iphone;
      if (iphone) await expect(prices.last()).toContainText(formatMoney(iphone.amount, iphone.currency));
    }

    for (const [section, category] of [
      ['games', 'gaming-games'],
      ['hardware', 'gaming-hardware'],
    ] as const) {
      const expected = (await newest(request, category, 3)).data.map((deal) => `gamer-zone-deal-${deal.id}`);
      const block = main(page).locator(`section[data-section="${section}"]`);
      const titles = block.getByRole('article');
      await expect(titles).toHaveCount(expected.length);
      expect(await titles.evaluateAll((items) => items.map((item) => item.getAttribute('aria-labelledby')))).toEqual(expected);
    }

    await main(page).getByTestId('see-all-hardware').click();
    await expect(page).toHaveURL(/\/gamer-zone\?tab=hardware$/);
    await expect(tab(page, 'gamer-zone-tab-hardware')).toHaveAttribute('aria-selected', 'true');
  });

  test('platform chips change the URL and the list; tabs keep the platform and clear the page', async ({ page, request }) => {
    await page.goto('/gamer-zone?tab=games');
    const allGames = await newest(request, 'gaming-games');
    await expect.poll(() => listedIds(page)).toEqual(allGames.data.map((deal) => deal.id));

    const chips = main(page)
      .getByRole('navigation')
      .filter({ has: page.locator('[data-platform]') });
    await chips.locator('[data-platform="nintendo_switch"]').click();
    await expect(page).toHaveURL(/[?&]platform=nintendo_switch/);
    await expect(chips.locator('[data-platform="nintendo_switch"]')).toHaveAttribute('aria-current', /.+/);
    const switchGames = await newest(request, 'gaming-games-nintendo_switch');
    expect(switchGames.data.length).toBeGreaterThan(0);
    await expect.poll(() => listedIds(page)).toEqual(switchGames.data.map((deal) => deal.id));

    // Tabs follow the ARIA pattern: arrow keys move and select; the chip carries over to the hardware tab.
    await tab(page, 'gamer-zone-tab-games').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=hardware/);
    await expect(page).toHaveURL(/platform=nintendo_switch/);
    await expect(tab(page, 'gamer-zone-tab-hardware')).toBeFocused();
    const switchHardware = await newest(request, 'gaming-hardware-nintendo_switch');
    await expect.poll(() => listedIds(page)).toEqual(switchHardware.data.map((deal) => deal.id));

    // Mobile hardware is the phones of electronics-mobile.
    await chips.locator('[data-platform="mobile"]').click();
    const phones = await newest(request, 'electronics-mobile');
    await expect.poll(() => listedIds(page)).toEqual(phones.data.map((deal) => deal.id));

    await chips.locator('[data-platform="all"]').click();
    await expect(page).toHaveURL(/\/gamer-zone\?tab=hardware$/);
  });

  test('games pages through its list, and an invalid tab or platform falls back', async ({ page, request }) => {
    const all = await newest(request, 'gaming-games');
    // The demo seed spreads its deals over the whole category tree: more than 30 games.
    expect(all.metadata.pages_count).toBeGreaterThan(1);
    await page.goto('/gamer-zone?tab=games');
    await main(page).getByRole('navigation', { name: 'Strony', exact: true }).getByRole('link', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const second = await request.get('/api/deals/?categories=gaming-games&sort_by=newest&per_page=30&page=2');
    const secondIds = ((await second.json()) as DealPage).data.map((deal) => deal.id);
    await expect.poll(() => listedIds(page)).toEqual(secondIds);

    await page.goto('/gamer-zone?tab=cheats&platform=amiga');
    await expect(tab(page, 'gamer-zone-tab-newsfeed')).toHaveAttribute('aria-selected', 'true');
  });

  test('a console page lists its bare consoles and its bundles on two tabs', async ({ page, request }) => {
    await page.goto('/gamer-zone/ps-5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PlayStation 5');
    await expect(tab(page, 'console-tab-bare-consoles')).toHaveAttribute('aria-selected', 'true');
    const bare = await newest(request, 'gaming-hardware-playstation_5-bare_console', 30, true);
    await expect.poll(() => listedIds(page)).toEqual(bare.data.map((deal) => deal.id));

    await tab(page, 'console-tab-bundle-packages').click();
    await expect(page).toHaveURL(/\/gamer-zone\/ps-5\?tab=bundle-packages$/);
    const bundles = await newest(request, 'gaming-hardware-playstation_5-bundle_console', 30, true);
    await expect.poll(() => listedIds(page)).toEqual(bundles.data.map((deal) => deal.id));

    // Phones have no bundle subtree: that tab is an empty state, not every deal of the site.
    await page.goto('/gamer-zone/mobile-consoles?tab=bundle-packages');
    await expect(tab(page, 'console-tab-bundle-packages')).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('tabpanel')).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(0);
    await tab(page, 'console-tab-bare-consoles').click();
    const phones = await newest(request, 'electronics-mobile', 30, true);
    await expect.poll(() => listedIds(page)).toEqual(phones.data.map((deal) => deal.id));
  });

  test('an unknown console shows the not-found page with the way back', async ({ page }) => {
    await page.goto('/gamer-zone/ps-4');
    await expect(page.locator('#console-not-found-title')).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await main(page).locator('a[href="/gamer-zone"]').click();
    await expect(page).toHaveURL(/\/gamer-zone$/);
    await expect(tab(page, 'gamer-zone-tab-newsfeed')).toHaveAttribute('aria-selected', 'true');
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const url of ['/gamer-zone', '/gamer-zone?tab=hardware', '/gamer-zone/nintendo-switch']) {
      await page.goto(url);
      await expect(main(page).getByRole('tabpanel')).toBeVisible();
      await expect(main(page).getByRole('article').first()).toBeVisible();
      await noHorizontalOverflow(page);
    }
    // Every console card is laid out alike: same width, its name under the picture at the same spot.
    await page.goto('/gamer-zone');
    const prices = main(page).getByTestId('console-price');
    await expect(prices).toHaveCount(5);
    const layouts = await prices.evaluateAll((nodes) =>
      nodes.map((price) => {
        const card = price.closest('a')!.getBoundingClientRect();
        const box = price.previousElementSibling!.getBoundingClientRect();
        return { width: Math.round(card.width), left: Math.round(box.left - card.left), top: Math.round(box.top - card.top) };
      }),
    );
    expect(new Set(layouts.map((layout) => JSON.stringify(layout))).size, JSON.stringify(layouts)).toBe(1);
  });
});
