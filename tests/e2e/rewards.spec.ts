import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { login, noHorizontalOverflow, registerVerified, signInAsDemo, type TokenPair } from './support';

/*
 * Points, keyword alerts and the inbox against the real server. Until the lead extracts and translates the new
 * messages, their text in a production build is a message id, so these specs find the controls by test ids, roles,
 * form field names and links, and check the values the server holds.
 */

/** A second, verified account (the seeded users other than the demo have no password), signed in through the API. */
async function registerUser(request: APIRequestContext): Promise<TokenPair> {
  const account = await registerVerified(request, 'rewards');
  return login(request, account.email, account.password);
}

// One demo user, one daily claim per day: the journeys run in order.
test.describe.configure({ mode: 'serial' });

test.describe('points and prizes', () => {
  test('claims the daily bonus once: the balance grows by it and the button waits for tomorrow', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemo(page);
    await page.goto('/account/redeem-points?tab=points-history');
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveText(/^\d+$/);
    const before = Number(await balance.textContent());

    const daily = page.getByTestId('daily-bonus');
    await expect(daily).toBeEnabled();
    await daily.click();
    await expect(daily).toBeDisabled();
    await expect(daily).toHaveAttribute('data-claimed', 'true');
    await expect(balance).toHaveText(String(before + 10));
    // The newest history row is today's claim, shown with its plus sign.
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('+10');
    await noHorizontalOverflow(page);
    // All three tabs fit the phone's strip whole: none is clipped at its edge.
    const clipped = await page.getByRole('tablist').evaluate((list) => {
      const edge = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role="tab"]')].filter((tab) => {
        const box = tab.getBoundingClientRect();
        return box.left < edge.left || box.right > edge.right || tab.scrollWidth > tab.clientWidth;
      }).length;
    });
    expect(clipped).toBe(0);

    // After a reload the claim is known from the history: still disabled, and the server agrees.
    await page.reload();
    await expect(page.getByTestId('daily-bonus')).toHaveAttribute('data-claimed', 'true');
    await expect(page.getByTestId('daily-bonus')).toBeDisabled();
  });

  test('an invalid tab falls back to the available prizes, each with its price and a link to the mobile app', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemo(page);
    await page.goto('/account/redeem-points?tab=nonsense');
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'redeem-tab-available-prizes');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByTestId('prize-price').first()).not.toBeEmpty();
    await expect(page.getByRole('tabpanel').locator('a[href="/exchange-points-in-mobile-app"]')).toBeVisible();
    await noHorizontalOverflow(page);
  });
});

test.describe('keyword alerts and inbox', () => {
  test('an alert catches a deal another user submits: it lands unread in the inbox and opens the deal', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const demo = await signInAsDemo(page);
    const keyword = `zorbix${Date.now().toString(36)}`;

    await page.goto('/account/alerts');
    await page.locator('input[name="keyword"]').fill(keyword);
    await page.locator('form:has(input[name="keyword"]) button[type="submit"]').click();
    await expect(page.getByRole('listitem').filter({ hasText: keyword })).toBeVisible();
    await noHorizontalOverflow(page);

    const headers = { Authorization: `Bearer ${demo.access_token}` };
    const unreadBefore = (
      (await (await page.request.get('/api/inbox/?per_page=1', { headers })).json()) as { metadata: { unread_count: number } }
    ).metadata.unread_count;

    const other = await registerUser(page.request);
    const title = `Słuchawki ${keyword.toUpperCase()} w super cenie`;
    const submitted = await page.request.post('/api/deals/', {
      headers: { Authorization: `Bearer ${other.access_token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        url: `https://www.example.com/sluchawki-${Date.now().toString(36)}`,
        title,
        description: 'Świetne słuchawki w najniższej cenie.',
        category: 'electronics',
      },
    });
    expect(submitted.status()).toBe(201);
    const deal = (await submitted.json()) as { id: number };

    await page.goto('/account/inbox');
    const item = page.locator(`a[href^="/deals/${deal.id}/"]`);
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item).toContainText(title);
    await noHorizontalOverflow(page);
    const unreadAfter = (
      (await (await page.request.get('/api/inbox/?per_page=1', { headers })).json()) as { metadata: { unread_count: number } }
    ).metadata.unread_count;
    expect(unreadAfter).toBe(unreadBefore + 1);

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/inbox/?per_page=1', { headers })).json()) as { metadata: { unread_count: number } })
            .metadata.unread_count,
      )
      .toBe(unreadBefore);

    await page.goto('/account/inbox');
    await expect(page.locator(`a[href^="/deals/${deal.id}/"]`)).not.toHaveAttribute('data-unread', 'true');
  });

  test('the top bar badge on the avatar shows the unread count', async ({ page }) => {
    const demo = await signInAsDemo(page);
    const unread = (
      (await (await page.request.get('/api/inbox/?per_page=1', { headers: { Authorization: `Bearer ${demo.access_token}` } })).json()) as {
        metadata: { unread_count: number };
      }
    ).metadata.unread_count;
    expect(unread).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.locator('header a[href="/account"]').getByTestId('inbox-badge').first()).toHaveText(String(unread));
  });

  test('a real-discount alert on a phone: a deal advertised at half price but only 10% under its 30-day low stays out, one really 25% off comes in', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const demo = await signInAsDemo(page);
    const keyword = `kettlo${Date.now().toString(36)}`;

    await page.goto('/account/alerts');
    await page.locator('input[name="keyword"]').fill(keyword);
    await page.locator('input[name="min_real_discount"]').fill('20');
    await page.locator('input[type="radio"][value="at_30d_low"]').check();
    await page.locator('form:has(input[name="keyword"]) button[type="submit"]').click();
    const saved = page.getByRole('listitem').filter({ hasText: keyword });
    await expect(saved).toContainText(/20%/);
    await noHorizontalOverflow(page);
    const alerts = (await (
      await page.request.get('/api/users/alerts', { headers: { Authorization: `Bearer ${demo.access_token}` } })
    ).json()) as {
      data: { keyword: string; min_real_discount: number | null; price_rule: string }[];
    };
    expect(alerts.data.find((alert) => alert.keyword === keyword)).toMatchObject({ min_real_discount: 20, price_rule: 'at_30d_low' });

    const other = await registerUser(page.request);
    const post = async (title: string, prices: { new_price: number; old_price: number; lowest_price_30d: number }) => {
      const res = await page.request.post('/api/deals/', {
        headers: { Authorization: `Bearer ${other.access_token}`, 'Idempotency-Key': crypto.randomUUID() },
        data: {
          url: `https://www.example.com/czajnik-${crypto.randomUUID()}`,
          title,
          description: 'Czajnik elektryczny w promocji.',
          category: 'home',
          ...prices,
        },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    // "-50%" from 200 zł, but the shop's 30-day low was 111 zł: really 10% off.
    const overstated = await post(`Czajnik ${keyword} -50%`, { new_price: 10_000, old_price: 20_000, lowest_price_30d: 11_100 });
    // 75 zł against a 30-day low of 100 zł: really 25% off, and at the low.
    const real = await post(`Czajnik ${keyword} naprawdę taniej`, { new_price: 7_500, old_price: 12_000, lowest_price_30d: 10_000 });

    await page.goto('/account/inbox');
    await expect(page.locator(`a[href^="/deals/${real}/"]`)).toHaveAttribute('data-unread', 'true');
    await expect(page.locator(`a[href^="/deals/${overstated}/"]`)).toHaveCount(0);
    await noHorizontalOverflow(page);
  });
});
