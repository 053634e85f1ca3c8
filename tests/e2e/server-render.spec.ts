import { test as playwrightTest, type Locator, type Page } from '@playwright/test';
import { slugify } from '../../src/shared/slug';
import { chunkOf } from './built-chunks';
import { htmlInParts } from './html-in-parts';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { signInAsDemo } from './support';
import { expect, test } from './test';

interface ListedDeal {
  id: number;
  title: string;
  new_price: number | null;
}

/** The page's layout shifts, each as its score and the elements that moved. */
const shiftsOf = async (page: Page) => (await layoutShifts(page)).map((shift) => `${shift.value.toFixed(3)}: ${shift.nodes.join(', ')}`);

/** What the server itself sends, before any script: JavaScript is off. */
test.describe('the first HTML of a page (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('home holds the 30 deals of its first page, each with its title and link', async ({ page, request }) => {
    // The best tab's first page, as the home page asks the API for it (src/features/deals/lib/home-params.ts).
    const list = (await (await request.get('/api/deals/?page=1&per_page=30&only_best=true')).json()) as { data: ListedDeal[] };
    expect(list.data).toHaveLength(30);
    await page.goto('/');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(30);
    for (const [index, deal] of list.data.entries()) {
      await expect(cards.nth(index)).toContainText(deal.title);
      await expect(cards.nth(index).locator(`a[href^="/deals/${deal.id}/"]`).first()).toBeAttached();
    }
  });

  test('a deal page holds its title and price in the page itself', async ({ page, request }) => {
    // Other specs post deals without a price; the demo data's priced ones follow them.
    const listed = ((await (await request.get('/api/deals/?per_page=30')).json()) as { data: ListedDeal[] }).data;
    const deal = listed.find((candidate) => candidate.new_price !== null);
    if (!deal) throw new Error('the demo data has no priced deals');
    await page.goto(`/deals/${deal.id}/${slugify(deal.title)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.title);
    await expect(page.getByRole('main')).toContainText('zł');
  });

  test('an unknown path answers 404 with the not-found page, and every page with its footer', async ({ page }) => {
    const response = await page.goto('/nie-ma-takiej-strony');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' })).toHaveAttribute('href', '/terms');
  });

  test.describe('with a dark system setting', () => {
    test.use({ colorScheme: 'dark' });

    test('the first frame is dark: no light flash before the scripts', async ({ page }) => {
      await page.goto('/');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(13, 20, 34)');
    });

    test('a chosen light theme wins over the system from the first frame', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'theme', value: 'light', url: baseURL ?? '' }]);
      await page.goto('/');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(242, 243, 246)');
    });
  });
});

/** Errors the page logs while it loads and hydrates: a hydration mismatch is one of them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A 404 page's own status is reported by the browser as a failed resource; that is the page being true.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

const PAGES = [
  '/',
  '/?tab=new',
  // Rendered without its campaign parameters (one render serves every campaign): the browser hydrates it with them.
  '/?tab=new&utm_source=newsletter&fbclid=abc',
  '/coupons',
  '/gamer-zone',
  '/gamer-zone/ps-5',
  '/faq',
  '/dealboxes',
  '/shops/1',
  '/specials/1',
  '/profile/1',
  '/no-such-page',
];

test.describe('hydration of server-rendered pages', () => {
  for (const path of PAGES) {
    test(`leaves no console error on ${path}, for a guest and for a signed-in user`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(errors, 'guest').toEqual([]);
      await signInAsDemo(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(errors, 'signed in').toEqual([]);
    });
  }

  test('leaves no console error on a deal page', async ({ page, request }) => {
    // Other specs post deals without a price; the demo data's priced ones follow them.
    const listed = ((await (await request.get('/api/deals/?per_page=30')).json()) as { data: ListedDeal[] }).data;
    const deal = listed.find((candidate) => candidate.new_price !== null);
    if (!deal) throw new Error('the demo data has no priced deals');
    const errors = collectErrors(page);
    await page.goto(`/deals/${deal.id}/${slugify(deal.title)}`);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('lays out a deal page on a phone as it stays: nothing moves while it starts, its gallery of several pictures either', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const list = (await (await request.get('/api/deals/?per_page=30')).json()) as { data: (ListedDeal & { deal_images: unknown[] })[] };
    const deal = list.data.find((listed) => listed.deal_images.length >= 2);
    if (!deal) throw new Error('the demo data has no deal with several pictures');
    await recordLayoutShifts(page);
    await page.goto(`/deals/${deal.id}/${slugify(deal.title)}`);
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await shiftsOf(page)).toEqual([]);
  });

  test('lays out a deal page on a phone as it stays when its HTML arrives in parts, as a busy phone paints it', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const proxy = await htmlInParts(baseURL ?? '');
    try {
      await recordLayoutShifts(page);
      // A deal without a price block, so its save and share buttons are on the first screen, where a move counts.
      const list = (await (await fetch(`${proxy.origin}/api/deals/?per_page=30`)).json()) as {
        data: (ListedDeal & { deal_images: unknown[] })[];
      };
      const deal = list.data.find((listed) => listed.deal_images.length >= 2 && listed.new_price === null);
      if (!deal) throw new Error('the demo data has no unpriced deal with several pictures');
      // Cut where a part once moved: inside the cookie banner held to the screen's bottom, between the menu and its
      // summary, and between the save and the share buttons.
      const cuts = [
        ['aria-label="Pliki cookie"', '</p>'],
        ['<details', '>'],
        ['aria-label="Zapisz"', '</button>'],
      ];
      for (const cut of cuts) {
        proxy.cutAfter(...cut);
        await page.goto(`${proxy.origin}/deals/${deal.id}/${slugify(deal.title)}`);
        expect(await shiftsOf(page), cut.join(' … ')).toEqual([]);
      }
    } finally {
      await proxy.close();
    }
  });

  test('keeps the markup the server sent on a repeat visit: hydration replaces none of the page', async ({ page, request }) => {
    // Other specs post deals without a price; the demo data's priced ones follow them.
    const listed = ((await (await request.get('/api/deals/?per_page=30')).json()) as { data: ListedDeal[] }).data;
    const deal = listed.find((candidate) => candidate.new_price !== null);
    if (!deal) throw new Error('the demo data has no priced deals');
    // Every element that leaves the page while it starts: a restored offline copy landing during hydration once made
    // React throw the server's deal page away and draw it again (its picture then painted a second time, seconds late).
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedOnStart: string[] }).removedOnStart = removed;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof HTMLElement) removed.push(node.tagName);
      }).observe(document, { childList: true, subtree: true });
    });
    const path = `/deals/${deal.id}/${slugify(deal.title)}`;
    for (let visit = 1; visit <= 3; visit++) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const removed = await page.evaluate(() => (window as unknown as { removedOnStart: string[] }).removedOnStart);
      expect(
        removed.filter((tag) => tag === 'ARTICLE' || tag === 'IMG'),
        `visit ${visit}`,
      ).toEqual([]);
    }
  });

  test('hydrates the footer only when it nears: a first visit fetches none of its code, and a tap made before it is kept', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const footerCode: string[] = [];
    // The footer's code arrives slowly, so the tap below surely lands on the server's HTML, before hydration.
    await page.route(chunkOf('src/app/layout/FooterContent.tsx'), async (route) => {
      footerCode.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(footerCode).toEqual([]);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Regulamin' })).toHaveAttribute('href', '/terms');
    await footer.getByRole('radio', { name: 'Ciemny' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(footer).toHaveAttribute('data-interactive', '');
    await expect(footer.getByRole('radio', { name: 'Ciemny' })).toBeChecked();
    expect(footerCode).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("shows a signed-in user's own parts after hydration", async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/');
    // The guest's sign-in link gives way to the account menu once the browser has read the session.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toHaveCount(0);
    await expect(page.locator('a[href="/?tab=favourites"]')).toBeVisible();
  });

  test('then navigates in the browser: opening a deal loads no new document', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/deals\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

/**
 * A tap on the footer while the page is still only the server's HTML: the app's code has not arrived (its entry is held
 * here until after the tap), so nothing of the app sees it. Playwright's own `goto` is used: the suite's waits for the
 * app, which this test keeps away on purpose.
 */
playwrightTest.describe('a tap on the footer before the app has started', () => {
  async function tapBeforeTheApp(page: Page, control: (footer: Locator) => Locator): Promise<void> {
    let releaseEntry: () => void = () => undefined;
    const entryHeld = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'load' });
    await control(page.getByRole('contentinfo')).click();
    releaseEntry();
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  }

  playwrightTest('takes effect once the footer answers: a theme radio, a button and a link', async ({ page, context, baseURL }) => {
    const errors = collectErrors(page);
    // The cookie banner answered before: the footer's "Cookie settings" button is what opens it.
    await context.addCookies([{ name: 'consent_answered', value: '1', url: baseURL }]);

    await tapBeforeTheApp(page, (footer) => footer.getByRole('radio', { name: 'Ciemny' }));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Ciemny' })).toBeChecked();
    // Remembered: the next page opens dark too.
    await page.reload({ waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await tapBeforeTheApp(page, (footer) => footer.getByRole('button', { name: 'Ustawienia cookies' }));
    await expect(page.getByRole('region', { name: 'Pliki cookie' })).toBeVisible();

    await tapBeforeTheApp(page, (footer) => footer.getByRole('link', { name: 'Regulamin' }));
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin');
    expect(errors).toEqual([]);
  });
});
