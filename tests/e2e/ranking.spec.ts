import type { Page } from '@playwright/test';
import { EXPIRY_REPORT_WEIGHT_NEEDED, HOT_DECAY_MS, NEW_ACCOUNT_LIMITS, VOTE_WEIGHT } from '../../src/shared/standing';
import { DEMO, getDeal, login, noHorizontalOverflow, registerVerified, signInAs } from './support';
import { expect, test } from './test';

/**
 * Standing and the hot ranking as a reader meets them: the hot tab on a phone, the "Nowy" badge beside a fresh account and the page that
 * publishes the ranking rules.
 */

const main = (page: Page) => page.getByRole('main');
const NEW_BADGE_REASON = 'Konto młodsze niż 14 dni';

interface ListedDeal {
  id: number;
  title: string;
  user: { id: number };
}

test.describe('standing and ranking', () => {
  test('the hot tab on a phone sits between best and new, lists deals by hot rank and links the rules', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const tabs = main(page).getByRole('navigation', { name: 'Zakładki okazji' }).getByRole('link');
    await expect(tabs).toHaveText(['Najlepsze', 'Gorące', 'Nowe']);

    const hotList = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.startsWith('/api/deals') && url.searchParams.get('sort_by') === 'hot';
    });
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/\?tab=hot$/);
    expect((await hotList).status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Gorące okazje' })).toBeVisible();
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await noHorizontalOverflow(page);

    await main(page).getByRole('link', { name: 'Jak działa ranking?' }).click();
    await expect(page).toHaveURL(/\/ranking$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Jak działa ranking' })).toBeVisible();
  });

  test('a new account shows the "Nowy" badge beside its comment, with its reason', async ({ page, request }) => {
    const account = await registerVerified(request, 'badge');
    const { access_token } = await login(request, account.email, account.password);
    const [listed] = ((await (await request.get('/api/deals/?per_page=20&sort_by=newest')).json()) as { data: ListedDeal[] }).data;
    if (!listed) throw new Error('the demo data has no deals');
    const deal = await getDeal(request, listed.id);
    expect(deal.disable_comments).toBe(false);
    const content = `Pierwszy komentarz nowego konta ${Date.now()}`;
    const created = await request.post(`/api/deals/${deal.id}/comment`, {
      data: { content },
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(created.ok()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/deals/${deal.id}`);
    const comment = main(page).getByRole('article', { name: account.username });
    await expect(comment).toContainText(content);
    const badge = comment.getByTitle(NEW_BADGE_REASON);
    await expect(badge).toBeVisible();
    await expect(badge).toContainText('Nowy');
    await noHorizontalOverflow(page);
  });

  test("a down-voter may say why, and only the deal's author sees the reasons counted", async ({ page, request }) => {
    const demo = await login(request, DEMO.email, DEMO.password);
    const me = await request.get('/api/users/', { headers: { Authorization: `Bearer ${demo.access_token}` } });
    const demoId = ((await me.json()) as { id: number }).id;
    const deals = ((await (await request.get('/api/deals/?per_page=100&sort_by=newest')).json()) as { data: ListedDeal[] }).data;
    const deal = deals.find((listed) => listed.user.id === demoId);
    if (!deal) throw new Error('the demo data has no deal by the demo account');

    const voter = await registerVerified(request, 'reason');
    const { access_token } = await signInAs(page, voter.email, voter.password);
    await page.goto(`/deals/${deal.id}`);
    await main(page).getByRole('button', { name: 'Głosuj na minus' }).click();
    const reasons = main(page).getByRole('group', { name: 'Powód Twojego głosu na minus' });
    await reasons.getByRole('button', { name: 'Zawyżona cena' }).click();
    await expect(reasons).toContainText('Dzięki, autor zobaczy ten powód.');
    const myVote = async () => {
      const res = await request.get(`/api/deals/votes-status?id=${deal.id}&entity_type=deal`, {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      return ((await res.json()) as { data: { vote_value: number }[] }).data[0]?.vote_value ?? 0;
    };
    await expect.poll(myVote).toBe(-1);
    await expect(main(page).getByRole('button', { name: 'Głosuj na minus' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      (await request.get(`/api/deals/${deal.id}/downvote-reasons`, { headers: { Authorization: `Bearer ${access_token}` } })).status(),
    ).toBe(403);

    await signInAs(page, DEMO.email, DEMO.password);
    await page.goto(`/deals/${deal.id}`);
    await expect(main(page).getByRole('region', { name: 'Dlaczego Twoja okazja dostała minusy' })).toContainText('zawyżona cena');
  });

  test('the ranking page states the rules with the numbers the code applies, and the FAQ links to it', async ({ page }) => {
    await page.goto('/ranking');
    const body = main(page);
    await expect(body.getByRole('heading', { level: 1 })).toHaveText('Jak działa ranking');
    await expect(body).toContainText(`ranking = znak(w) · log₁₀(1 + |w|) + t / ${HOT_DECAY_MS / 3_600_000} h`);
    await expect(body).toContainText(`Stały bywalec – waga głosu ${VOTE_WEIGHT.regular}`);
    await expect(body).toContainText(`łączną wagę ${EXPIRY_REPORT_WEIGHT_NEEDED}`);
    await expect(body).toContainText(`najwyżej ${NEW_ACCOUNT_LIMITS.dealsPerDay} okazje dziennie`);

    await page.goto('/faq#ranking');
    await main(page).getByRole('link', { name: 'Jak działa ranking' }).click();
    await expect(page).toHaveURL(/\/ranking$/);
  });
});

/** What the server itself sends, before any script: JavaScript is off. */
test.describe('the first HTML of the hot tab (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the hot tab in the order the API gives', async ({ page, request }) => {
    const list = (await (await request.get('/api/deals/?page=1&per_page=30&sort_by=hot')).json()) as { data: ListedDeal[] };
    expect(list.data.length).toBeGreaterThan(0);
    await page.goto('/?tab=hot');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Gorące okazje');
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(list.data.length);
    for (const [index, deal] of list.data.slice(0, 5).entries()) await expect(cards.nth(index)).toContainText(deal.title);
  });
});
