import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerVerified, signInAs } from './support';

/** What a member does to their own lists on a phone: hide a deal and take it back, mute a shop from a card. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface ListedDeal {
  id: number;
  title: string;
}

const homeCards = (page: Page) => page.getByRole('main').getByRole('article');

/** The server's answer to the app's next `method` call of `path` (the step is saved before the page is left). */
const answerTo = (page: Page, method: string, path: string) =>
  page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname.startsWith(path));

/** Opens a card's "⋯" menu and chooses `item`. */
async function chooseFromCard(card: Locator, item: string | RegExp): Promise<void> {
  await card.getByRole('button', { name: /Więcej akcji/ }).click();
  await card.page().getByRole('menuitem', { name: item }).click();
}

test.beforeEach(async ({ page, context, baseURL }) => {
  // The cookie banner would cover the cards at the bottom of a phone's screen.
  await context.addCookies([{ name: 'consent_answered', value: '1', url: baseURL }]);
  const account = await registerVerified(page.request, 'feed');
  await signInAs(page, account.email, account.password);
});

test('hides a deal with an undo, keeps it out after a reload and gives it back from the account', async ({ page }) => {
  await page.goto('/');
  const card = homeCards(page).nth(1);
  const title = await card.getByRole('heading').innerText();

  await chooseFromCard(card, 'Ukryj okazję');
  const moment = page.getByRole('status').filter({ hasText: 'Ukryto' });
  await expect(moment).toContainText(title);
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  // The card's menu is gone with the card: the focus waits on the undo.
  await expect(moment.getByRole('button', { name: 'Cofnij' })).toBeFocused();

  await moment.getByRole('button', { name: 'Cofnij' }).click();
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();

  const hidden = answerTo(page, 'POST', '/api/users/hidden-deals');
  await chooseFromCard(homeCards(page).nth(1), 'Ukryj okazję');
  await expect(page.getByRole('status').filter({ hasText: 'Ukryto' })).toBeVisible();
  expect((await hidden).status()).toBe(201);
  await page.reload();
  await expect(homeCards(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

  await page.goto('/account/hidden-deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Ukryte okazje' })).toBeVisible();
  const shown = answerTo(page, 'DELETE', '/api/users/hidden-deals/');
  await page.getByRole('button', { name: `Pokaż ponownie: ${title}` }).click();
  // The row says so at once, and leaves when the list comes again from the server.
  expect((await shown).status()).toBe(204);
  await expect(page.getByText('Nie ukryto jeszcze żadnej okazji.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('hidden-deals-phone.png') });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
});

test('mutes a shop from a card: its cards leave the list at once and stay out, until unmuted in settings', async ({ page }) => {
  // A shop with two deals on the first page of home, as it shows them.
  await page.goto('/');
  await expect(homeCards(page).first()).toBeVisible();
  const shown = await homeCards(page).evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h2, h3')?.textContent ?? '',
      shop: card.querySelector('[class*="shop"]')?.textContent ?? '',
    })),
  );
  const shopName = shown.map((card) => card.shop).find((shop, index, all) => shop !== '' && all.indexOf(shop) !== index);
  if (!shopName) throw new Error('no shop has two deals on the first page of home');
  const titles = shown.filter((card) => card.shop === shopName).map((card) => card.title);
  const [first, second] = titles;
  const firstCard = homeCards(page).filter({ has: page.getByRole('heading', { name: first, exact: true }) });
  const muted = answerTo(page, 'PUT', '/api/users/feed-filters');
  await chooseFromCard(firstCard, `Wycisz sklep ${shopName}`);
  await expect(page.getByRole('status').filter({ hasText: `Wyciszono sklep ${shopName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: second, exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('muted-shop-phone.png') });
  expect((await muted).status()).toBe(200);

  await page.reload();
  await expect(homeCards(page).first()).toBeVisible();
  for (const title of titles) await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

  await page.goto('/account/settings');
  const lists = page.locator('#feed');
  await expect(lists.getByRole('heading', { name: 'Twoje listy' })).toBeVisible();
  const unmuted = answerTo(page, 'PUT', '/api/users/feed-filters');
  await lists.getByRole('button', { name: `Przywróć: ${shopName}` }).click();
  await expect(lists.getByText('Brak wyciszonych sklepów.', { exact: false })).toBeVisible();
  expect((await unmuted).status()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: first, exact: true })).toBeVisible();
});

test('a muted word is refused when too short and leaves the lists once saved', async ({ page }) => {
  const listed = (await (await page.request.get('/api/deals/?per_page=5')).json()) as { data: ListedDeal[] };
  const target = listed.data[0];
  if (!target) throw new Error('no deal on home');
  const word = target.title.split(' ').find((part) => /^\p{L}{4,}$/u.test(part));
  if (!word) throw new Error(`no word of four letters in ${target.title}`);

  await page.goto('/account/settings');
  const lists = page.locator('#feed');
  await lists.getByLabel('Wycisz słowo').fill('x');
  await lists.getByRole('button', { name: 'Wycisz', exact: true }).click();
  await expect(lists.getByText('Wycisz najwyżej 50 słów, każde od 2 do 32 znaków')).toBeVisible();

  const saved = answerTo(page, 'PUT', '/api/users/feed-filters');
  await lists.getByLabel('Wycisz słowo').fill(word.toUpperCase());
  await lists.getByRole('button', { name: 'Wycisz', exact: true }).click();
  await expect(lists.getByRole('button', { name: `Przywróć: ${word.toUpperCase()}` })).toBeVisible();
  expect((await saved).status()).toBe(200);

  await page.goto('/');
  await expect(homeCards(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: target.title, exact: true })).toHaveCount(0);
});
