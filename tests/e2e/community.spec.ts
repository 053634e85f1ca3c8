import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './test';
import { getDeal, type Deal } from './support';

/*
 * Community journeys against the real server with the seeded demo account: votes, favourites, comments and
 * replies, reports and deal submission. Messages added with this feature are shown as message ids in a production
 * build until the lead extracts and translates them, so new controls are found by role, attribute and position;
 * controls whose text was already translated are found by their English text (the locale is set to English).
 */

interface Session {
  accessToken: string;
  userId: number;
}

/** Signs the demo user in the way the app does after a login: POST /api/auth/login, then the tokens in localStorage. */
async function signIn(page: Page): Promise<Session> {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await page.goto('/');
  const accessToken = await page.evaluate(async () => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo12345', market_id: 1 }),
    });
    const tokens = (await res.json()) as { access_token: string; refresh_token: string };
    localStorage.setItem('accessToken', tokens.access_token);
    localStorage.setItem('refreshToken', tokens.refresh_token);
    return tokens.access_token;
  });
  const me = await page.request.get('/api/users/', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(me.status()).toBe(200);
  return { accessToken, userId: ((await me.json()) as { id: number }).id };
}

/**
 * Deals by other users with comments enabled, newest first. Each test takes its own index so parallel tests never
 * touch the same deal.
 */
async function otherUsersDeal(page: Page, session: Session, index: number, accept: (deal: Deal) => boolean = () => true): Promise<Deal> {
  const res = await page.request.get('/api/deals/?per_page=60&sort_by=newest');
  const list = ((await res.json()) as { data: { id: number; user: { id: number } }[] }).data.filter(
    (deal) => deal.user.id !== session.userId,
  );
  const found: Deal[] = [];
  for (const item of list) {
    const deal = await getDeal(page.request, item.id);
    if (!deal.disable_comments && accept(deal)) found.push(deal);
    if (found.length > index) return found[index]!;
  }
  throw new Error('not enough seeded deals for this test');
}

async function myVote(page: Page, session: Session, dealId: number): Promise<number> {
  const res = await page.request.get(`/api/deals/votes-status?id=${dealId}&entity_type=deal`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  const status = (await res.json()) as { data: { entity_id: number; vote_value: number }[] };
  return status.data.find((entry) => entry.entity_id === dealId)?.vote_value ?? 0;
}

const commentsRegion = (page: Page) => page.locator('section[aria-labelledby="deal-comments"]');

test.describe('community', () => {
  test('vote, unvote and switch direction: the count and the server agree', async ({ page }) => {
    const session = await signIn(page);
    const deal = await otherUsersDeal(page, session, 0);
    await page.goto(`/deals/${deal.id}`);
    const votes = page.getByRole('group', { name: 'Votes' }).first();
    const up = votes.getByRole('button', { name: 'Vote up' });
    const down = votes.getByRole('button', { name: 'Vote down' });
    await expect(up).toBeEnabled();

    let vote = await myVote(page, session, deal.id);
    let count = (await getDeal(page.request, deal.id)).votes_count;
    // Start from no vote so the journey is the same whatever the seed holds.
    if (vote !== 0) {
      await (vote === 1 ? up : down).click();
      count -= vote;
      vote = 0;
      await expect.poll(async () => (await getDeal(page.request, deal.id)).votes_count).toBe(count);
    }
    await expect(votes).toContainText(String(count));

    const steps: { press: 'up' | 'down'; expected: number }[] = [
      { press: 'up', expected: 1 },
      { press: 'up', expected: 0 },
      { press: 'down', expected: -1 },
      { press: 'up', expected: 1 },
    ];
    for (const step of steps) {
      await (step.press === 'up' ? up : down).click();
      count += step.expected - vote;
      vote = step.expected;
      await expect(votes.locator('span').first()).toHaveText(new RegExp(`^${count}\\D`));
      await expect(up).toHaveAttribute('aria-pressed', String(vote === 1));
      await expect(down).toHaveAttribute('aria-pressed', String(vote === -1));
      await expect.poll(async () => (await getDeal(page.request, deal.id)).votes_count).toBe(count);
      await expect.poll(() => myVote(page, session, deal.id)).toBe(vote);
    }

    await page.reload();
    await expect(page.getByRole('group', { name: 'Votes' }).first()).toContainText(String(count));
    await expect(page.getByRole('group', { name: 'Votes' }).first().getByRole('button', { name: 'Vote up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a saved deal shows in the favourites tab', async ({ page }) => {
    const session = await signIn(page);
    const deal = await otherUsersDeal(page, session, 1);
    await page.goto(`/deals/${deal.id}`);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeVisible();
    if ((await save.getAttribute('aria-pressed')) === 'true') {
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
    }
    const saved = page.waitForResponse((res) => res.url().endsWith(`/api/deals/${deal.id}/favourite`) && res.request().method() === 'POST');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    expect((await (await saved).json()) as { is_favourite: boolean }).toMatchObject({ is_favourite: true });

    await page.goto('/');
    await page.locator('a[href="/?tab=favourites"]').click();
    await expect(page).toHaveURL(/\?tab=favourites$/);
    await expect(page.getByRole('link', { name: deal.title, exact: true })).toBeVisible();
  });

  test('guests see no favourites tab and its address falls back to the first tab', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    await page.goto('/?tab=favourites');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Best' }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('a[href="/?tab=favourites"]')).toHaveCount(0);
  });

  test('comment, reply, show replies and delete one’s own comment', async ({ page }) => {
    const session = await signIn(page);
    const deal = await otherUsersDeal(page, session, 2);
    await page.goto(`/deals/${deal.id}`);
    const region = commentsRegion(page);
    const stamp = Date.now().toString(36);
    const rootText = `Komentarz e2e ${stamp} https://example.com/${stamp}`;

    await region.locator('textarea').first().fill(`  ${rootText}  `);
    await region.locator('form button[type="submit"]').first().click();
    const rootComment = region.locator('article').filter({ hasText: rootText });
    await expect(rootComment).toHaveCount(1);
    await expect(rootComment.getByRole('link', { name: `https://example.com/${stamp}` })).toHaveAttribute('rel', 'nofollow noopener ugc');
    await expect(rootComment.locator('button[aria-haspopup="menu"]')).toBeVisible();

    for (const reply of [`Odpowiedź A ${stamp}`, `Odpowiedź B ${stamp}`]) {
      await rootComment.locator('footer > button').click();
      const replyBox = region.locator('textarea').nth(1);
      await expect(replyBox).toBeFocused();
      await replyBox.fill(reply);
      await region.locator('form').nth(1).locator('button[type="submit"]').click();
      await expect(region.locator('article').filter({ hasText: reply })).toBeVisible();
    }

    // A reply shows at once and reaches the server a moment later: wait for the second one to be stored.
    const repliesOf = (comments: Deal['deal_comments']) =>
      comments.filter((c) => c.content.startsWith('Odpowiedź') && c.content.endsWith(stamp));
    await expect.poll(async () => repliesOf((await getDeal(page.request, deal.id)).deal_comments).length).toBe(2);
    const stored = (await getDeal(page.request, deal.id)).deal_comments;
    const root = stored.find((c) => c.content === rootText);
    expect(root).toMatchObject({ parent_id: null, user: { id: session.userId } });
    const replies = repliesOf(stored);
    expect(replies).toHaveLength(2);
    for (const reply of replies) expect(reply).toMatchObject({ parent_id: root!.id, thread_id: root!.thread_id });

    // After a reload only the first reply shows, with the toggle for the rest.
    await page.reload();
    const thread = region
      .locator('li')
      .filter({ has: page.getByText(rootText) })
      .first();
    await expect(thread.locator('article').filter({ hasText: `Odpowiedź A ${stamp}` })).toBeVisible();
    await expect(thread.locator('article').filter({ hasText: `Odpowiedź B ${stamp}` })).toHaveCount(0);
    await thread.getByRole('button', { name: 'Show all replies (1)' }).click();
    await expect(thread.locator('article').filter({ hasText: `Odpowiedź B ${stamp}` })).toBeVisible();
    await thread.getByRole('button', { name: 'Hide replies' }).click();
    await expect(thread.locator('article').filter({ hasText: `Odpowiedź B ${stamp}` })).toHaveCount(0);

    // Remove the first reply (own comment): the menu's second item, then confirm.
    const replyA = thread.locator('article').filter({ hasText: `Odpowiedź A ${stamp}` });
    await replyA.locator('button[aria-haspopup="menu"]').click();
    await expect(page.getByRole('menuitem')).toHaveCount(2);
    await page.getByRole('menuitem').nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('button').last().click();
    await expect(region.locator('article').filter({ hasText: `Odpowiedź A ${stamp}` })).toHaveCount(0);
    await expect
      .poll(async () => (await getDeal(page.request, deal.id)).deal_comments.some((c) => c.content === `Odpowiedź A ${stamp}`))
      .toBe(false);
  });

  test('the comment menu offers only report on someone else’s comment, and the report is sent', async ({ page }) => {
    const session = await signIn(page);
    const deal = await otherUsersDeal(page, session, 0, (d) =>
      d.deal_comments.some((c) => c.user.id !== session.userId && c.parent_id === null),
    );
    const target = deal.deal_comments.find((c) => c.user.id !== session.userId && c.parent_id === null)!;
    await page.goto(`/deals/${deal.id}`);
    const comment = commentsRegion(page).locator('article').filter({ hasText: target.content }).first();
    await comment.locator('button[aria-haspopup="menu"]').click();
    await expect(page.getByRole('menuitem')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await comment.locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[value="spam"]').check();
    await dialog.locator('#report-description').fill('za krótko');
    const sent = page.waitForResponse((res) => res.url().endsWith('/api/reports/') && res.request().method() === 'POST');
    await dialog.locator('button[type="submit"]').click();
    const response = await sent;
    expect(response.status()).toBeLessThan(300);
    expect(response.request().postDataJSON()).toEqual({
      entity_id: target.id,
      entity_type: 'comment',
      reason: 'spam',
      description: 'za krótko',
    });
    await expect(dialog).toHaveCount(0);
  });

  test('a member posts a deal with price, picture and coupon, lands on its page and finds it under "New" with them', async ({ page }) => {
    await signIn(page);
    await page.goto('/add-deal');
    const title = `Deal e2e ${Date.now().toString(36)} & gratis`;
    await page.locator('#deal-url').fill('http://shop.example/x');
    await page.locator('#deal-url').blur();
    await expect(page.locator('#deal-url')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('#deal-url').fill(`https://www.x-kom.pl/p/e2e-${Date.now().toString(36)}?utm_source=newsletter`);
    await page.locator('#deal-title').fill(title);
    await page.locator('#deal-new-price').fill('1 299,99');
    await page.locator('#deal-old-price').fill('1999');
    await page.locator('#deal-coupon').fill('E2E50');
    await page.locator('#deal-category').selectOption('electronics');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 220, g: 90, b: 30 } } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await page.locator('#deal-description').fill('Opis okazji dodanej w teście e2e.');
    await page.getByRole('main').locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/deals\/\d+\/deal-e2e-[a-z0-9]+-and-gratis$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('E2E50')).toBeVisible();

    // Within 30 minutes the author may still correct it.
    await page.getByRole('link', { name: /^Edit \(\d+ minutes? left\)$/ }).click();
    await expect(page.locator('#deal-new-price')).toHaveValue('1299,99');
    await page.locator('#deal-new-price').fill('1 199,99');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/deals\/\d+\/deal-e2e-[a-z0-9]+-and-gratis$/);
    await expect(page.getByText(/1\s199,99/).first()).toBeVisible();

    await page.goto('/?tab=new');
    const card = page.locator('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/1\s199,99/);
    await expect(card.locator('img[src*="/media/deals/"]')).toBeVisible();
  });

  test('a product page shared into the app opens the form with its link filled, and the address forgets the share', async ({ page }) => {
    await signIn(page);
    const link = `https://www.x-kom.pl/p/shared-${Date.now().toString(36)}`;
    await page.goto(`/add-deal?title=x-kom&text=${encodeURIComponent(`Zobacz to: ${link}`)}`);
    await expect(page.locator('#deal-url')).toHaveValue(link);
    await expect(page).toHaveURL(/\/add-deal$/);
    // The import runs at once; this machine cannot reach the shop, so the form says to fill it in by hand.
    await expect(page.getByRole('status').filter({ hasText: "The shop's page could not be read" })).toBeVisible({ timeout: 15_000 });
  });
});
