import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, login, registerVerified, registerVerifiedAs, signInAs, type Account } from './support';
import { expect, test } from './test';

/**
 * Moderation as the people who run the community meet it: a member reports a deal, a moderator hides it with a reason,
 * the author reads why and appeals, another operator (an admin) grants the appeal and the deal is back; an admin
 * fulfils a prize request. Every step goes through the pages, with only the set-up through the API.
 */

const ADMIN: Account = { email: E2E_ADMIN_EMAIL, password: 'sekret123', username: 'e2e_admin' };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function accountId(request: APIRequestContext, account: Account): Promise<number> {
  const { access_token } = await login(request, account.email, account.password);
  const me = await request.get('/api/users/', { headers: bearer(access_token) });
  expect(me.status()).toBe(200);
  return ((await me.json()) as { id: number }).id;
}

/**
 * A browser page of its own for one person, signed in as them. Its `goto` waits until the app answers to input, as the
 * `page` fixture's does (./test.ts): a server-rendered button clicked before that does nothing.
 */
async function pageFor(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })).newPage();
  await signInAs(page, account.email, account.password);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

test.describe('running the community', () => {
  test('report → hide with a reason → the author appeals → another operator restores; a prize request fulfilled', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await registerVerifiedAs(request, ADMIN);
    const moderator = await registerVerified(request, 'mod');
    const author = await registerVerified(request, 'author');
    const reporter = await registerVerified(request, 'reporter');
    const adminToken = (await login(request, ADMIN.email, ADMIN.password)).access_token;
    const made = await request.put(`/api/moderation/users/${await accountId(request, moderator)}/role`, {
      headers: bearer(adminToken),
      data: { role: 'moderator' },
    });
    expect(made.status()).toBe(200);

    const stamp = Date.now().toString(36);
    const title = `Czajnik autopromocja ${stamp}`;
    const authorToken = (await login(request, author.email, author.password)).access_token;
    const posted = await request.post('/api/deals/', {
      headers: { ...bearer(authorToken), 'Idempotency-Key': crypto.randomUUID() },
      data: { url: `https://www.example.com/czajnik-${stamp}`, title, description: 'Czajnik z mojego sklepu.', category: 'home' },
    });
    expect(posted.status()).toBe(201);
    const dealId = ((await posted.json()) as { id: number }).id;

    // A member reports the deal from its page.
    const reporterPage = await pageFor(browser, reporter);
    await reporterPage.goto(`/deals/${dealId}`);
    await reporterPage.getByRole('button', { name: 'Zgłoś jako nieaktualną' }).click();
    await expect(reporterPage.getByText('Dziękujemy, Twoje zgłoszenie zostało policzone.')).toBeVisible();

    // The moderator finds it in the queue and hides it with a rule and a reason the author reads.
    const modPage = await pageFor(browser, moderator);
    await modPage.goto('/');
    await modPage.getByRole('link', { name: 'Moderacja' }).first().click();
    await expect(modPage).toHaveURL(/\/moderation$/);
    const reported = modPage.getByRole('article', { name: title });
    await expect(reported).toBeVisible();
    await reported.getByRole('button', { name: 'Ukryj' }).click();
    const decision = modPage.getByRole('dialog');
    await decision.getByLabel('Naruszona zasada publikacji').selectOption('affiliate');
    const reason = 'Okazja jest autopromocją sklepu autora.';
    await decision.getByLabel('Uzasadnienie dla autora').fill(reason);
    await decision.getByRole('button', { name: 'Ukryj' }).click();
    await expect(decision).toHaveCount(0);
    await expect(modPage.getByRole('article', { name: title })).toHaveCount(0);
    expect((await request.get(`/api/deals/${dealId}`)).status()).toBe(404);

    // The author opens the deal at its address, reads why and appeals.
    const authorPage = await pageFor(browser, author);
    await authorPage.goto(`/deals/${dealId}`);
    await expect(authorPage.getByText('Moderator ukrył tę okazję')).toBeVisible();
    await expect(authorPage.getByText(reason)).toBeVisible();
    await authorPage.getByRole('button', { name: 'Odwołaj się' }).click();
    const appeal = authorPage.getByRole('dialog');
    await appeal.getByLabel('Twoje odwołanie').fill('To nie mój sklep, znalazłem tę cenę jako klient.');
    await appeal.getByRole('button', { name: 'Wyślij odwołanie' }).click();
    await expect(appeal.getByText(/Odwołanie wysłane/)).toBeVisible();
    await appeal.getByRole('button', { name: 'Gotowe' }).click();
    await expect(authorPage.getByText(/Odwołanie czeka na rozpatrzenie/)).toBeVisible();

    // The moderator may not decide the appeal against their own decision.
    await modPage.goto('/moderation/appeals');
    const ownAppeal = modPage.getByRole('listitem').filter({ hasText: title });
    await expect(ownAppeal.getByRole('button', { name: 'Uwzględnij' })).toBeDisabled();

    // The admin grants it with a reason; the deal is public again.
    const adminPage = await pageFor(browser, ADMIN);
    await adminPage.goto('/moderation/appeals');
    const toDecide = adminPage.getByRole('listitem').filter({ hasText: title });
    await toDecide.getByRole('button', { name: 'Uwzględnij' }).click();
    const grant = adminPage.getByRole('dialog');
    await grant.getByLabel('Uzasadnienie dla użytkownika').fill('Sprawdziliśmy: autor nie jest związany ze sklepem.');
    await grant.getByRole('button', { name: 'Uwzględnij odwołanie' }).click();
    await expect(grant).toHaveCount(0);
    await expect.poll(async () => (await request.get(`/api/deals/${dealId}`)).status()).toBe(200);
    await authorPage.goto('/account/inbox');
    await expect(authorPage.getByText('Sprawdziliśmy: autor nie jest związany ze sklepem.')).toBeVisible();

    // The admin fulfils the demo member's pending prize request.
    await adminPage.goto('/moderation/prizes');
    await adminPage.getByRole('button', { name: /^Zrealizowan.*Karta podarunkowa Allegro 20 zł/ }).click();
    await expect(adminPage.getByRole('button', { name: /Karta podarunkowa Allegro 20 zł/ })).toHaveCount(0);
    await adminPage.getByRole('link', { name: 'Dziennik moderacji' }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Dziennik moderacji' })).toBeVisible();
  });
});
