import { type APIRequestContext, type Page } from '@playwright/test';
import { login, registerVerified } from './support';
import { expect, test } from './test';

const STORAGE_KEY = 'recent-searches';

interface DealsPage {
  data: { title: string }[];
  metadata: { count: number };
}

async function apiSearch(request: APIRequestContext, params: Record<string, string>): Promise<DealsPage> {
  const res = await request.get(`/api/deals/?${new URLSearchParams({ per_page: '30', page: '1', ...params })}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as DealsPage;
}

const searchField = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: /^(Szukaj okazji|Search deals)$/ });
const overlay = (page: Page) => page.getByRole('dialog', { name: /^(Szukaj|Search)$/ });
const recentItems = (page: Page) => overlay(page).locator('section').first().getByRole('listitem');
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

async function searchFromOverlay(page: Page, keyword: string): Promise<void> {
  await searchField(page).click();
  const input = overlay(page).getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill(keyword);
  await input.press('Enter');
  await expect(overlay(page)).toBeHidden();
}

test.describe('search', () => {
  test('searches from the overlay and shows the result count for the query', async ({ page, request }) => {
    const best = await apiSearch(request, { search: 'xbox', sort_by: 'newest', only_active: 'true', only_best: 'true' });
    const all = await apiSearch(request, { search: 'xbox', sort_by: 'newest', only_active: 'true' });
    expect(best.metadata.count).toBeGreaterThan(0);
    await page.goto('/');
    await searchFromOverlay(page, '  xbox ');
    await expect(page).toHaveURL(/\/search\?query=xbox$/);
    // The heading counts every match (New); each tab shows its own count.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${all.metadata.count} `);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('xbox');
    await expect(page.getByRole('tab', { name: `Najlepsze (${best.metadata.count})` })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: `Nowe (${all.metadata.count})` })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await expect(searchField(page)).toHaveValue('xbox');
    await expect(searchField(page)).toBeFocused();
    await expect(page).toHaveTitle(/xbox/);

    // The overlay opens prefilled with the current query; Escape closes it.
    await searchField(page).click();
    await expect(overlay(page).getByRole('combobox')).toHaveValue('xbox');
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
  });

  test('pins and unpins a recent search, kept across reloads', async ({ page }) => {
    await page.goto('/');
    await searchFromOverlay(page, 'lego');
    await expect(page).toHaveURL(/query=lego$/);
    await searchFromOverlay(page, 'dyson');
    await expect(page).toHaveURL(/query=dyson$/);

    await searchField(page).click();
    await expect(recentItems(page)).toHaveText(['dyson', 'lego']);
    const legoPin = recentItems(page).filter({ hasText: 'lego' }).locator('button[aria-pressed]');
    await expect(legoPin).toHaveAttribute('aria-pressed', 'false');
    await legoPin.click();
    await expect(legoPin).toHaveAttribute('aria-pressed', 'true');
    await expect(recentItems(page)).toHaveText(['lego', 'dyson']);

    await page.reload();
    await searchField(page).click();
    await expect(recentItems(page)).toHaveText(['lego', 'dyson']);
    await legoPin.click();
    await expect(legoPin).toHaveAttribute('aria-pressed', 'false');
    await expect(recentItems(page)).toHaveText(['dyson', 'lego']);
  });

  test('refuses to keep a new search when 5 are pinned, and still searches', async ({ page }) => {
    await page.goto('/');
    const pinned = ['a1', 'a2', 'a3', 'a4', 'a5'].map((keyword, i) => ({ keyword, isPinned: true, timestamp: 1_700_000_000_000 - i }));
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify(pinned)] as const);
    await page.reload();

    await searchFromOverlay(page, 'nike');
    await expect(page).toHaveURL(/query=nike$/);
    await expect(page.locator('[data-type="info"]')).toContainText('5');

    await searchField(page).click();
    await expect(recentItems(page)).toHaveText(['a1', 'a2', 'a3', 'a4', 'a5']);
    await expect(recentItems(page).locator('button[aria-pressed="true"]')).toHaveCount(5);
  });

  test('sort chips change the URL and the order; only-active toggles off', async ({ page, request }) => {
    const params = { search: 'xbox', only_active: 'true' };
    const newest = await apiSearch(request, { ...params, sort_by: 'newest' });
    const oldest = await apiSearch(request, { ...params, sort_by: 'oldest' });
    const titles = (result: DealsPage) => result.data.map((deal) => deal.title);
    // Pinned deals lead in every order, so the orders are compared whole, not by their first card.
    expect(titles(newest)).not.toEqual(titles(oldest));

    await page.goto('/search?query=xbox&tab=new');
    await expect(cardTitles(page)).toHaveText(titles(newest));
    const chips = page.getByRole('group').filter({ has: page.locator('[data-sort]') });
    await expect(chips.locator('[data-sort="newest"]')).toHaveAttribute('aria-pressed', 'true');

    await chips.locator('[data-sort="oldest"]').click();
    await expect(page).toHaveURL(/\/search\?query=xbox&tab=new&sort=oldest$/);
    await expect(chips.locator('[data-sort="oldest"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(titles(oldest));

    const all = await apiSearch(request, { search: 'xbox', only_active: 'false', sort_by: 'oldest' });
    await chips.locator('[data-filter="only_active"]').click();
    await expect(page).toHaveURL(/sort=oldest&only_active=false$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${all.metadata.count} `);
  });

  test('an empty or missing query goes to the home page', async ({ page }) => {
    await page.goto('/search?query=%20%20');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/search');
    await expect(page).toHaveURL(/\/$/);
  });

  // No "Brak wyników" on Najlepsze while a deal matches ("odkurzacz dyson" once got it), and a short Best list hides no New match.
  test('opens on New when Best has nothing for the query, instead of "no results"', async ({ page, request }) => {
    // A deal just posted is in New only; its own word keeps other specs' votes out of this query, and its brand keeps
    // it out of the other tests' queries ('dyson' below runs at the same time).
    const word = `zefir${Date.now().toString(36)}`;
    const poster = await registerVerified(request, 'newonly');
    const tokens = await login(request, poster.email, poster.password);
    const posted = await request.post('/api/deals/', {
      headers: { Authorization: `Bearer ${tokens.access_token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        url: `https://www.example.com/odkurzacz-${word}`,
        title: `Odkurzacz Zelmer ${word} za 1999 zł`,
        description: 'Odkurzacz bezprzewodowy w dobrej cenie.',
        category: 'home',
      },
    });
    expect(posted.status()).toBe(201);
    const query = `odkurzacz zelmer ${word}`;
    const best = await apiSearch(request, { search: query, only_active: 'true', only_best: 'true' });
    const all = await apiSearch(request, { search: query, only_active: 'true' });
    expect(best.metadata.count).toBe(0);
    expect(all.metadata.count).toBeGreaterThan(0);

    await page.goto(`/search?query=${encodeURIComponent(query)}`);
    await expect(page.getByRole('tab', { name: `Nowe (${all.metadata.count})` })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Najlepsze (0)' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Brak wyników');
    await expect(cardTitles(page)).toHaveText(all.data.map((deal) => deal.title));
  });

  test('lists the other matches of New under a short Best list, each deal once', async ({ page, request }) => {
    const query = 'dyson';
    const best = await apiSearch(request, { search: query, only_active: 'true', only_best: 'true' });
    const all = await apiSearch(request, { search: query, only_active: 'true' });
    expect(best.metadata.count).toBeGreaterThan(0);
    expect(all.metadata.count).toBeGreaterThan(best.metadata.count);
    expect(all.metadata.count).toBeLessThanOrEqual(30);

    await page.goto(`/search?query=${query}`);
    await expect(page.getByRole('tab', { name: `Najlepsze (${best.metadata.count})` })).toHaveAttribute('aria-selected', 'true');
    const more = page.getByRole('region', { name: 'Więcej wyników w Nowych' });
    const bestTitles = best.data.map((deal) => deal.title);
    const others = all.data.filter((deal) => !best.data.some((b) => b.title === deal.title)).map((deal) => deal.title);
    // The results are titled under the page's h1, the other matches under their section's h2: no level is skipped.
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText(bestTitles);
    await expect(more.getByRole('heading', { level: 3 })).toHaveText(others);
    await expect(cardTitles(page)).toHaveText([...bestTitles, ...others]);
  });

  test('suggests keywords while typing, chosen with the arrow keys and Enter', async ({ page }) => {
    await page.goto('/');
    await searchField(page).click();
    const input = overlay(page).getByRole('combobox');
    await input.pressSequentially('sluch');
    const listbox = overlay(page).getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'słuchawki', exact: true })).toBeVisible();
    const options = await listbox.getByRole('option').allTextContents();
    for (let i = 0; i <= options.indexOf('słuchawki'); i += 1) await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=s%C5%82uchawki$/);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  });
});
