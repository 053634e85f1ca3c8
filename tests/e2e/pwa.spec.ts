import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DIST_DIR, replaceBuiltFile } from './built-chunks';
import { registerVerified, signInAs, waitUntilPersisted } from './support';

/**
 * The installed app against the production build: installability, the manifest and its images, the
 * service worker's offline copies of viewed deals, and an update reaching an open tab through the prompt.
 */
test.use({ serviceWorkers: 'allow' });
// One test rewrites the served build; the others must not install a worker from it halfway.
test.describe.configure({ mode: 'serial' });

interface DealSummary {
  id: number;
  slug: string;
  title: string;
  deal_images: unknown[];
  is_nsfw: boolean;
}

/**
 * Deals with a visible picture: other specs submit image-less deals, which then lead the newest-first list, and an
 * nsfw image stays blurred and unloaded until tapped.
 */
async function dealsWithImages(page: Page, count: number): Promise<DealSummary[]> {
  const res = await page.request.get('/api/deals/?per_page=30');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: DealSummary[] };
  return body.data.filter((deal) => deal.deal_images.length > 0 && !deal.is_nsfw).slice(0, count);
}

/** The comment box is where this journey types, so the deal must take comments. */
async function commentableDealWithImages(page: Page): Promise<DealSummary> {
  for (const candidate of await dealsWithImages(page, 10)) {
    const detail = (await (await page.request.get(`/api/deals/${candidate.id}`)).json()) as { disable_comments: boolean };
    if (!detail.disable_comments) return candidate;
  }
  throw new Error('the demo data has deals with comments on');
}

async function myVote(request: APIRequestContext, accessToken: string, dealId: number): Promise<number> {
  const res = await request.get(`/api/deals/votes-status?id=${dealId}&entity_type=deal`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const status = (await res.json()) as { data: { entity_id: number; vote_value: number }[] };
  return status.data.find((entry) => entry.entity_id === dealId)?.vote_value ?? 0;
}

/** Offline checks are meaningful only once the worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
}

/** The width and height from a PNG's IHDR chunk. */
function pngSize(buffer: Buffer): string {
  return `${buffer.readUInt32BE(16)}x${buffer.readUInt32BE(20)}`;
}

test('Chromium reports the app installable', async ({ playwright, baseURL }, testInfo) => {
  // Installability is never reported in incognito, which every Playwright context is: a profile on disk is needed.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 10_000 }).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the manifest describes the app, and its icons, shortcut icons and screenshots load at their declared sizes', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
    screenshots: { src: string; sizes: string; form_factor: string }[];
    shortcuts: { url: string; icons: { src: string; sizes: string }[] }[];
  };
  expect(manifest).toMatchObject({
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    display_override: ['window-controls-overlay', 'standalone'],
    lang: 'pl',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    share_target: { action: '/add-deal', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
  });
  for (const field of ['name', 'short_name', 'description']) expect(manifest[field]).toEqual(expect.any(String));
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', '512x512 monochrome']),
  );
  expect(manifest.screenshots.map((shot) => `${shot.form_factor} ${shot.sizes}`)).toEqual(['narrow 390x844', 'wide 1280x800']);
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/add-deal', '/search', '/?tab=favourites']);

  const images = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
  for (const image of images) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()), image.src).toBe(image.sizes);
  }
});

test('a viewed deal and its images are served by the service worker offline; an unviewed deal is not', async ({ page, context }) => {
  // Installing the worker precaches the whole app first: slow on a busy machine, so this journey gets more time.
  test.slow();
  const [viewed, other] = await dealsWithImages(page, 2);
  if (!viewed || !other) throw new Error('the demo data has deals');
  await page.goto('/');
  await waitForServiceWorker(page);

  await page.goto(`/deals/${viewed.id}/${viewed.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: viewed.title })).toBeVisible();
  const image = page.locator('main img[srcset*="/media/"]').first();
  await expect(image).toHaveJSProperty('complete', true);
  const imageUrl = await image.evaluate((img: HTMLImageElement) => img.currentSrc);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: viewed.title })).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Straight through the worker, without the page's own query cache: the viewed deal and its image answer, the
  // other deal does not (the browser is offline and the worker never stored it).
  const answers = await page.evaluate(
    async ({ viewedId, otherId, imageUrl }) => {
      const status = (url: string) =>
        fetch(url).then(
          (res) => res.status,
          () => 'network error',
        );
      return {
        viewed: await status(`/api/deals/${viewedId}`),
        image: await status(imageUrl),
        other: await status(`/api/deals/${otherId}`),
      };
    },
    { viewedId: viewed.id, otherId: other.id, imageUrl },
  );
  expect(answers).toEqual({ viewed: 200, image: 200, other: 'network error' });
});

test.describe('update', () => {
  // Chromium now and then keeps the new worker waiting after SKIP_WAITING for over a minute while the old one
  // still has work in flight (seen about once in five loaded CI runs, never by hand); one retry keeps that from
  // sinking a run while the cause is looked for. Every assertion holds on the retry as on the first run.
  test.describe.configure({ retries: 1 });

  test('a new version waits behind the prompt, never reloads over typed text, and reloads into the new version with its queue and cache', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const deal = await commentableDealWithImages(page);
    const account = await registerVerified(request, 'upd');
    const tokens = await signInAs(page, account.email, account.password);
    await page.goto(`/deals/${deal.id}/${deal.slug}`);
    await waitForServiceWorker(page);
    // The worker keeps only answers without a token (the app's own calls carry one here): a plain fetch stores the deal.
    await page.evaluate((id) => fetch(`/api/deals/${id}`), deal.id);

    // A vote whose request never gets through stays queued: it has to outlive the update and land once afterwards.
    const voteUrl = `**/api/deals/${deal.id}/like`;
    await context.route(voteUrl, (route) => route.abort('internetdisconnected'));
    const votes = page.getByRole('group', { name: 'Głosy' }).first();
    await votes.getByRole('button', { name: 'Głosuj na plus' }).click();
    await expect(votes).toContainText('Oczekuje na synchronizację');
    await waitUntilPersisted(page, (stored) => stored.includes('"vote"'));

    // The second build: index.html changed, so the worker's precache list carries its new revision (what `vite build`
    // writes after such a change, without a minute-long rebuild inside the test).
    const indexPath = `${DIST_DIR}/index.html`;
    const swPath = `${DIST_DIR}/sw.js`;
    const [oldIndex, oldSw] = await Promise.all([readFile(indexPath, 'utf8'), readFile(swPath, 'utf8')]);
    const newIndex = oldIndex.replace('<head>', '<head><meta name="okazje-build" content="e2e-update">');
    const oldRevision = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/.exec(oldSw)?.[1];
    if (!oldRevision) throw new Error('sw.js precaches index.html with a revision');
    const newRevision = createHash('md5').update(newIndex).digest('hex');
    const restore = [
      await replaceBuiltFile(indexPath, newIndex),
      await replaceBuiltFile(
        swPath,
        oldSw.replace(`{"revision":"${oldRevision}","url":"index.html"}`, `{"revision":"${newRevision}","url":"index.html"}`),
      ),
    ];
    try {
      // The periodic check, made now.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      // Text typed into the comment box holds the reload back.
      const box = page.locator('section[aria-labelledby="deal-comments"] textarea').first();
      await box.fill('Świetna okazja');
      await page.getByTestId('update-reload').click();
      await expect(prompt.getByRole('status')).not.toHaveText(/^(New version available|Dostępna nowa wersja)$/);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await expect(box).toHaveValue('Świetna okazja');

      await box.fill('');
      await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
      await expect(page.locator('meta[name="okazje-build"]')).toHaveAttribute('content', 'e2e-update');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
      // The new version restored the queued vote: it shows as waiting, and once requests get through it lands once.
      await expect(votes.getByRole('button', { name: 'Głosuj na plus' })).toHaveAttribute('aria-pressed', 'true');
      await context.unroute(voteUrl);
      // A second delivery of the same vote would clear it (pressing up again unvotes): a lasting 1 means exactly once.
      await expect.poll(() => myVote(request, tokens.access_token, deal.id), { timeout: 15_000 }).toBe(1);
      await expect(votes).not.toContainText('Oczekuje na synchronizację');
      expect(await myVote(request, tokens.access_token, deal.id)).toBe(1);
      // Runtime caches outlive the update: the viewed deal is still there for offline use.
      expect(await page.evaluate((id) => caches.match(`/api/deals/${id}`).then((res) => res?.status ?? null), deal.id)).toBe(200);
    } finally {
      await Promise.all(restore.map((putBack) => putBack()));
    }
  });
});
