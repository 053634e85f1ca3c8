import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import {
  commentsWith,
  getDeal,
  login,
  myDealVote,
  registerVerified,
  signInAs,
  waitUntilPersisted,
  type Deal,
  type DealComment,
  type TokenPair,
} from './support';

/*
 * Offline journeys on the production build with the service worker: cached lists and deals after a reload and on a
 * cold start offline, actions queued offline and replayed exactly once, a replay the server refuses. The server is
 * always checked through the API (the `request` fixture, which the browser's offline mode does not touch). Elements
 * are found by id and test id where they have one; a signed-in journey switches the UI to English (`signInFresh`), so
 * 'Waiting to sync' and the 'Votes' group are found by their English text.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * The newest deals open to comments and with a picture, after the first `skip`; each test takes its own slice so
 * parallel tests never share a deal. The picture matters: a journey checks it is kept offline, so it must not pick a
 * deal another spec (follows, rewards) has just posted without one.
 */
async function commentableDeals(request: APIRequestContext, skip: number, count: number): Promise<Deal[]> {
  const res = await request.get('/api/deals/?per_page=40&sort_by=newest');
  const ids = ((await res.json()) as { data: { id: number }[] }).data.map((deal) => deal.id);
  const deals: Deal[] = [];
  for (const id of ids) {
    const deal = await getDeal(request, id);
    if (!deal.disable_comments && deal.deal_images.length > 0) deals.push(deal);
    if (deals.length === skip + count) return deals.slice(skip);
  }
  throw new Error('not enough seeded deals for this test');
}

/** Offline checks mean something only once the worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
}

const AVATAR_FILE = fileURLToPath(new URL('../../public/icons/icon-192.png', import.meta.url));

/** The comment is signed with the user's own picture, loaded (from the service worker's cache when offline). */
async function expectLoadedAvatar(comment: Locator, url: string): Promise<void> {
  const image = comment.locator(`header img[src="${url}"]`);
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

const dealTitle = (page: Page) => page.locator('#deal-title');
const offlineBanner = (page: Page) => page.getByTestId('offline-banner').locator('p');
const commentsRegion = (page: Page) => page.locator('section[aria-labelledby="deal-comments"]');
const dealVotes = (page: Page) => page.getByRole('group', { name: 'Votes' }).first();

async function signInFresh(page: Page, request: APIRequestContext, tag: string): Promise<TokenPair> {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  const account = await registerVerified(request, tag);
  return signInAs(page, account.email, account.password);
}

test('viewed lists and deals work offline after a reload; an unvisited deal says it is not saved', async ({ page, context, request }) => {
  const [first, second, unvisited] = await commentableDeals(request, 0, 3);
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.locator('main a[href^="/deals/"]').first()).toBeVisible();
  for (const deal of [first!, second!]) {
    await page.goto(`/deals/${deal.id}`);
    await expect(dealTitle(page)).toHaveText(deal.title);
    // Each goto is a full page load: a save still running when the page unloads may be cut off, so the test waits
    // for it as a reader who stays on the deal a moment would.
    await waitUntilPersisted(page, (stored) => stored.includes(`"detail",${deal.id}]`));
    // Likewise for its picture: the service worker stores it after the answer, which a busy machine may not have done yet.
    const picture = page.locator('main img').first();
    await expect
      .poll(() =>
        picture.evaluate(async (img: HTMLImageElement) => img.currentSrc !== '' && (await caches.match(img.currentSrc)) !== undefined),
      )
      .toBe(true);
  }
  await page.goto('/');
  await expect(page.locator('main a[href^="/deals/"]').first()).toBeVisible();
  await waitUntilPersisted(
    page,
    (stored) => stored.includes(`"detail",${first!.id}]`) && stored.includes(`"detail",${second!.id}]`) && stored.includes('"list"'),
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('main a[href^="/deals/"]').first()).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  for (const deal of [first!, second!]) {
    await page.goto(`/deals/${deal.id}`);
    await expect(dealTitle(page)).toHaveText(deal.title);
    await expect(offlineBanner(page)).toBeVisible();
    // The deal's images come from the service worker's copy of recently viewed deals.
    const image = page.locator('main img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  await page.goto(`/deals/${unvisited!.id}`);
  await expect(page.locator('#deal-offline-title')).toBeVisible();
  await expect(page.locator('main a[href="/"]')).toBeVisible();
});

test('a cold start offline shows the cached lists at once', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.locator('main a[href^="/deals/"]').first()).toBeVisible();
  await waitUntilPersisted(page, (stored) => stored.includes('"list"'));
  await context.setOffline(true);

  // A new tab that never saw the network: the shell from the service worker, the lists from IndexedDB.
  const cold = await context.newPage();
  await cold.goto('/');
  await expect(cold.locator('main a[href^="/deals/"]').first()).toBeVisible();
  await expect(offlineBanner(cold)).toBeVisible();
});

test('a vote and a comment made offline wait, survive a reload offline and reach the server once', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tokens = await signInFresh(page, request, 'offq');
  const avatar = await request.put('/api/users/avatar', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    multipart: { image: { name: 'avatar.png', mimeType: 'image/png', buffer: await readFile(AVATAR_FILE) } },
  });
  expect(avatar.status()).toBe(200);
  const avatarUrl = ((await avatar.json()) as { avatar_url: string }).avatar_url;
  const [deal] = await commentableDeals(request, 3, 1);
  const content = `Offline komentarz ${Date.now().toString(36)}`;

  await page.goto(`/deals/${deal!.id}`);
  await waitForServiceWorker(page);
  // Pictures fetched before the worker took control are not in its cache: this load is the one that counts. A vote
  // shows as cast at once only over the user's known votes, which a signed-in page asks for after it hydrates: they
  // must have arrived before the connection drops (on a loaded machine they may come after the profile).
  const votesKnown = page.waitForResponse((res) => res.url().includes('/api/deals/votes-status') && res.ok());
  await page.reload();
  await expect(dealTitle(page)).toHaveText(deal!.title);
  // On a phone the own avatar is only in the closed menu: it must still be fetched while online to show offline.
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, avatarUrl)).toBe(true);
  await expect(dealVotes(page).getByRole('button', { name: 'Vote up' })).toBeEnabled();
  await votesKnown;

  await context.setOffline(true);
  await dealVotes(page).getByRole('button', { name: 'Vote up' }).click();
  await expect(dealVotes(page).getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
  await commentsRegion(page).locator('textarea').first().fill(content);
  await commentsRegion(page).locator('form button[type="submit"]').first().click();
  await expect(dealVotes(page)).toContainText('Waiting to sync');
  await expect(commentsRegion(page).locator('article').filter({ hasText: content })).toContainText('Waiting to sync');
  await expectLoadedAvatar(commentsRegion(page).locator('article').filter({ hasText: content }), avatarUrl);
  await waitUntilPersisted(page, (stored) => stored.includes(content) && stored.includes('"vote"'));

  await page.reload();
  await expect(dealTitle(page)).toHaveText(deal!.title);
  await expect(dealVotes(page)).toContainText('Waiting to sync');
  await expect(dealVotes(page).getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
  await expect(commentsRegion(page).locator('article').filter({ hasText: content })).toContainText('Waiting to sync');
  await expectLoadedAvatar(commentsRegion(page).locator('article').filter({ hasText: content }), avatarUrl);
  expect(await myDealVote(request, tokens, deal!.id)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => myDealVote(request, tokens, deal!.id), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => commentsWith(request, deal!.id, content), { timeout: 10_000 }).toBe(1);
  await expect(dealVotes(page)).not.toContainText('Waiting to sync');
  await expect(commentsRegion(page).locator('article').filter({ hasText: content })).not.toContainText('Waiting to sync');
  expect((await getDeal(request, deal!.id)).votes_count).toBe(deal!.votes_count + 1);
  expect(await commentsWith(request, deal!.id, content)).toBe(1);
});

test('a comment whose answer was lost when the connection dropped is replayed without a duplicate', async ({ page, context, request }) => {
  await signInFresh(page, request, 'offd');
  const [deal] = await commentableDeals(request, 4, 1);
  const content = `Utracona odpowiedź ${Date.now().toString(36)}`;

  await page.goto(`/deals/${deal!.id}`);
  await waitForServiceWorker(page);
  await expect(dealTitle(page)).toHaveText(deal!.title);

  // The request reaches the server and is applied; the connection drops before the answer arrives.
  let delivered = 0;
  // The context's router also sees requests a service worker passes on.
  await context.route(`**/api/deals/${deal!.id}/comment`, async (route) => {
    if (route.request().method() !== 'POST' || delivered > 0) return route.fallback();
    delivered += 1;
    await route.fetch();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await commentsRegion(page).locator('textarea').first().fill(content);
  await commentsRegion(page).locator('form button[type="submit"]').first().click();
  await expect.poll(() => commentsWith(request, deal!.id, content)).toBe(1);
  await expect(commentsRegion(page).locator('article').filter({ hasText: content })).toContainText('Waiting to sync');
  await waitUntilPersisted(page, (stored) => stored.includes(content));

  // Reloaded while still offline: the action restored from storage is sent again with its idempotency key.
  await page.reload();
  await expect(commentsRegion(page).locator('article').filter({ hasText: content })).toContainText('Waiting to sync');
  await context.setOffline(false);
  await expect(commentsRegion(page).locator('article').filter({ hasText: content })).not.toContainText('Waiting to sync', {
    timeout: 10_000,
  });
  expect(delivered).toBe(1);
  expect(await commentsWith(request, deal!.id, content)).toBe(1);
});

test('a queued vote on a comment removed meanwhile is rolled back with an alert, and the queue moves on', async ({
  page,
  context,
  request,
}) => {
  const tokens = await signInFresh(page, request, 'offr');
  const [deal] = await commentableDeals(request, 5, 1);
  const author = await registerVerified(request, 'offa');
  const authorTokens = await login(request, author.email, author.password);
  const authorAuth = { Authorization: `Bearer ${authorTokens.access_token}` };
  const content = `Komentarz do usunięcia ${Date.now().toString(36)}`;
  const created = await request.post(`/api/deals/${deal!.id}/comment`, {
    headers: authorAuth,
    data: { content, parent_id: null, thread_id: null },
  });
  expect(created.status()).toBe(201);
  const comment = (await created.json()) as DealComment;

  await page.goto(`/deals/${deal!.id}`);
  await waitForServiceWorker(page);
  // As in the journey above: a vote shows as cast at once only over the member's known votes, here on the comments,
  // which the page asks for after it hydrates. In CI the answer once came after the connection dropped (366 ms).
  const commentVotesKnown = page.waitForResponse(
    (res) => res.url().includes('/api/deals/votes-status') && res.url().includes('entity_type=comment') && res.ok(),
  );
  await page.reload();
  await commentVotesKnown;
  const article = commentsRegion(page).locator('article').filter({ hasText: content });
  await expect(article).toBeVisible();

  await context.setOffline(true);
  await article.getByRole('button', { name: 'Vote comment up' }).click();
  await expect(article.getByRole('button', { name: 'Vote comment up' })).toHaveAttribute('aria-pressed', 'true');
  // Queued behind it on the same deal: must still be sent once the refused vote is dropped.
  await dealVotes(page).getByRole('button', { name: 'Vote up' }).click();
  await expect(dealVotes(page)).toContainText('Waiting to sync');

  const removed = await request.delete(`/api/deals/${deal!.id}/comment/${comment.id}`, { headers: authorAuth });
  expect(removed.ok()).toBe(true);

  await context.setOffline(false);
  await expect(page.locator('[data-type="danger"]')).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => myDealVote(request, tokens, deal!.id), { timeout: 10_000 }).toBe(1);
});

test('a deal sent offline waits in the queue, survives a reload offline and is posted once when back online', async ({
  page,
  context,
  request,
}) => {
  await signInFresh(page, request, 'offdeal');
  const title = `Okazja offline ${Date.now().toString(36)}`;
  await page.goto('/add-deal');
  await waitForServiceWorker(page);
  await page.locator('#deal-url').fill(`https://www.x-kom.pl/p/offline-${Date.now().toString(36)}`);
  await page.locator('#deal-title').fill(title);
  await page.locator('#deal-new-price').fill('49,99');
  await page.locator('#deal-category').selectOption('home');
  await page.locator('#deal-description').fill('Dodana bez zasięgu w tramwaju.');

  await context.setOffline(true);
  await page.getByRole('main').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await waitUntilPersisted(page, (stored) => stored.includes(title));
  await page.reload();

  const postedWithTitle = async () => {
    const newest = (await (await request.get('/api/deals/?per_page=50')).json()) as { data: Deal[] };
    return newest.data.filter((deal) => deal.title === title).length;
  };
  // expect.poll also retries a request whose kept-alive socket the server closed meanwhile (ECONNRESET).
  await expect.poll(postedWithTitle).toBe(0);
  await context.setOffline(false);
  await expect.poll(postedWithTitle, { timeout: 15_000 }).toBe(1);
  // A later reconnect or reload has nothing left to send.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect.poll(postedWithTitle).toBe(1);
});

test('a deal hidden offline stays out of the list through a reload offline and is hidden on the server once back online', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tokens = await signInFresh(page, request, 'offh');
  const hiddenOnServer = async () => {
    const res = await request.get('/api/users/hidden-deals', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    return ((await res.json()) as { data: { id: number }[] }).data.map((deal) => deal.id);
  };

  await page.goto('/');
  await waitForServiceWorker(page);
  await page.reload();
  const card = page.getByRole('main').getByRole('article').nth(1);
  const title = await card.getByRole('heading').innerText();
  // The menu's code is fetched from the worker's cache offline: it must be stored already.
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

  await context.setOffline(true);
  await card.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Hide this deal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hidden' })).toContainText(title);
  await waitUntilPersisted(page, (stored) => stored.includes('["deals","hide"]'));

  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  expect(await hiddenOnServer()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(hiddenOnServer, { timeout: 10_000 }).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
});
