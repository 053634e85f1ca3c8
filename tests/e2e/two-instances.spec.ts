import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { startFakePushService, type FakePushService } from '../server/helpers/fake-push-service';
import {
  commentsWith,
  login,
  myDealVote,
  readMailFrom,
  registerVerified,
  signInAs,
  TWO_INSTANCES,
  waitUntilPersisted,
  type Deal,
} from './support';
import { expect, test } from './test';

/*
 * One member's journey on two instances of the server on one PostgreSQL, behind a proxy that sends each request to the
 * other instance in turn (two-instances.ts; the project runs when TEST_DATABASE_URL is set). Whatever one instance
 * wrote (a session, a picture, a vote, an alert job, a push lease, a queued action's idempotency key) the other must
 * honour. The UI is switched to English, as in offline.spec.ts, so its texts are the ones those journeys find.
 */
test.use({ serviceWorkers: 'allow' });
readMailFrom(TWO_INSTANCES.dataDirs);

let fake: FakePushService;

test.beforeAll(async () => {
  fake = await startFakePushService(TWO_INSTANCES.fakePushPort);
});

test.afterAll(async () => {
  await fake?.close();
});

/** Which instance answered each request the page made, by the first path segment (`api`, `media`, `assets`, a page). */
function recordInstances(page: Page): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  page.on('response', (response) => {
    const instance = response.headers()['x-served-by'];
    if (!instance) return;
    const area = new URL(response.url()).pathname.split('/')[1] || 'page';
    seen.set(area, (seen.get(area) ?? new Set()).add(instance));
  });
  return seen;
}

const dealVotes = (page: Page) => page.getByRole('group', { name: 'Votes' }).first();
const commentsRegion = (page: Page) => page.locator('section[aria-labelledby="deal-comments"]');

test('a member on two instances signs in, posts a deal with a picture, is pushed an alert, votes, and an offline queue replays once', async ({
  page,
  context,
  request,
}) => {
  const instances = recordInstances(page);

  // Someone watching a word, with a device subscribed to pushes: their alert job and push may run on either instance.
  const keyword = `twoinst${Date.now().toString(36)}`;
  const watcher = await registerVerified(request, 'watch');
  const watcherAuth = { Authorization: `Bearer ${(await login(request, watcher.email, watcher.password)).access_token}` };
  expect((await request.post('/api/users/alerts', { headers: watcherAuth, data: { keyword } })).status()).toBe(201);
  expect((await request.post('/api/users/push-subscriptions', { headers: watcherAuth, data: fake.subscribe() })).ok()).toBe(true);

  // The member signs in (the code that verified the account was mailed by whichever instance took the sign-up).
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  const member = await registerVerified(request, 'twoinst');
  const tokens = await signInAs(page, member.email, member.password);

  // A deal with a picture: uploaded through one instance, the picture is stored where the other reads it too.
  await page.goto('/add-deal');
  const title = `Monitor ${keyword} za 899 zł`;
  await page.locator('#deal-url').fill(`https://www.x-kom.pl/p/monitor-${keyword}`);
  await page.locator('#deal-title').fill(title);
  await page.locator('#deal-new-price').fill('899');
  await page.locator('#deal-category').selectOption('electronics');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 90, b: 220 } } })
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.locator('#deal-description').fill('Monitor dodany w podróży między dwiema instancjami.');
  await page.getByRole('main').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/deals\/\d+\/monitor-twoinst[a-z0-9]+-za-899-zl$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const dealId = Number(/\/deals\/(\d+)\//.exec(page.url())?.[1]);
  const picture = page.locator('img[src*="/media/deals/"]').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const pictureUrl = await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname);
  // Asked of each instance directly: through the proxy, the page's own requests in between decide which one answers.
  const etags = new Set<string>();
  for (const port of TWO_INSTANCES.instancePorts) {
    const res = await request.get(`http://127.0.0.1:${port}${pictureUrl}`);
    expect(res.status(), `${pictureUrl} on port ${port}`).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect(res.headers()['cache-control']).toContain('max-age=2592000');
    etags.add(res.headers()['etag'] ?? '');
  }
  expect(etags.size).toBe(1);

  // The watcher is pushed the deal once, although both instances drain the alert jobs and the push outbox.
  await expect.poll(() => fake.received.length, { timeout: 20_000 }).toBe(1);
  expect(fake.received[0]?.payload).toMatchObject({ kind: 'deal', title, tag: `deal-${dealId}` });

  // A vote on another member's deal, and the count agrees on both instances.
  const others = (await (await request.get('/api/deals/?per_page=10&sort_by=newest')).json()) as {
    data: { id: number; user: { username: string } }[];
  };
  const other = others.data.find((deal) => deal.user.username !== member.username && deal.id !== dealId);
  if (!other) throw new Error('no deal of another member to vote on');
  await page.goto(`/deals/${other.id}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(dealVotes(page).getByRole('button', { name: 'Vote up' })).toBeEnabled();
  await dealVotes(page).getByRole('button', { name: 'Vote up' }).click();
  await expect(dealVotes(page).getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => [await myDealVote(request, tokens, other.id), await myDealVote(request, tokens, other.id)]).toEqual([1, 1]);

  // Offline: a comment waits in the queue, and is sent once when the connection is back, whichever instance takes it.
  const content = `Komentarz z kolejki ${keyword}`;
  await context.setOffline(true);
  await commentsRegion(page).locator('textarea').first().fill(content);
  await commentsRegion(page).locator('form button[type="submit"]').first().click();
  await expect(commentsRegion(page).locator('article').filter({ hasText: content })).toContainText('Waiting to sync');
  await waitUntilPersisted(page, (stored) => stored.includes(content));
  await context.setOffline(false);
  await expect.poll(() => commentsWith(request, other.id, content), { timeout: 15_000 }).toBe(1);
  await expect(commentsRegion(page).locator('article').filter({ hasText: content })).not.toContainText('Waiting to sync');
  // Both instances count it once, each asked directly: a guest's cached copy of the deal on the other instance follows
  // within its TTL.
  const commentsOn = async (port: number) =>
    ((await (await request.get(`http://127.0.0.1:${port}/api/deals/${other.id}`)).json()) as Deal).deal_comments.filter(
      (comment) => comment.content === content,
    ).length;
  await expect.poll(() => Promise.all(TWO_INSTANCES.instancePorts.map(commentsOn))).toEqual([1, 1]);

  // The page's own requests went to both instances.
  expect([...(instances.get('api') ?? [])].sort()).toEqual(['instance-1', 'instance-2']);
});
