import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { codeFor, newAccount, registerVerified } from './support';

/*
 * Sign-up, sign-in, password reset, guards and the session against the real server. The UI runs in English
 * (the stored language choice), so the validation and error texts asserted here are the source strings; form controls
 * are found by their names and autocomplete roles, which do not depend on the language.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
});

const main = (page: Page) => page.getByRole('main');
const submit = (page: Page) => main(page).locator('button[type="submit"]');
const accountLink = (page: Page) => page.getByRole('banner').locator('a[href="/account"]').first();

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await main(page).locator('input[name="email"]').fill(email);
  await main(page).locator('input[name="password"]').fill(password);
  await submit(page).click();
}

test.describe('authentication', () => {
  test('sign up → code from the outbox → verify → sign in → home, signed in; a reload keeps the session', async ({ page }) => {
    const account = newAccount('signup');
    await page.goto('/sign-up');
    await main(page).locator('input[name="username"]').fill(account.username);
    await main(page).locator('input[name="email"]').fill(account.email);
    await main(page).locator('input[name="password"]').fill(account.password);
    await main(page).locator('input[name="confirm_password"]').fill(account.password);
    // The terms (18+) must be accepted: without the box ticked nothing is sent.
    await submit(page).click();
    const terms = main(page).getByRole('checkbox');
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toBeFocused();
    await terms.check();
    const started = Date.now();
    await submit(page).click();

    const code = main(page).locator('input[autocomplete="one-time-code"]');
    await expect(code).toBeVisible();
    await code.fill(await codeFor(account.email, started));
    await submit(page).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('E-mail verified. You can sign in now.')).toBeVisible();

    // The address just verified is already there; only the password is left to type.
    await expect(main(page).locator('input[name="email"]')).toHaveValue(account.email);
    await main(page).locator('input[name="password"]').fill(account.password);
    await submit(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();

    // Every page load refreshes the stored token first. A reload is made after that answer: a page closed
    // while its refresh is on the wire loses the rotated token, and the server refuses the spent one.
    await Promise.all([page.waitForResponse('**/api/auth/refresh'), page.goto('/account')]);
    const refreshed = page.waitForResponse('**/api/auth/refresh');
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/\/account$/);
    await expect(accountLink(page)).toBeVisible();
    // The start-up refresh rotated the stored token and the session is still good for the API.
    await expect
      .poll(() =>
        page.evaluate(() =>
          fetch('/api/users', { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } }).then((r) => r.status),
        ),
      )
      .toBe(200);
  });

  test('a wrong password shows "Invalid email or password" and marks the e-mail field', async ({ page }) => {
    await signInThroughForm(page, 'demo@example.com', 'not-the-password');
    await expect(main(page).getByText('Invalid email or password')).toBeVisible();
    await expect(main(page).locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the demo account signs in; an unverified account is verified on the way and then signed in', async ({ page, request }) => {
    await signInThroughForm(page, 'demo@example.com', 'demo12345');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page)).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    const account = newAccount('unverified');
    expect((await request.post('/api/auth/register', { data: { ...account, terms_accepted: true, market_id: 1 } })).status()).toBe(201);
    const started = Date.now();
    await signInThroughForm(page, account.email, account.password);
    const code = main(page).locator('input[autocomplete="one-time-code"]');
    await expect(code).toBeVisible();
    await code.fill(await codeFor(account.email, started));
    await submit(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page)).toBeVisible();
  });

  test('an account under a guessing attack: a new device signs in with a mailed code (Polish, then English), a known device with the password alone', async ({
    page,
    context,
    request,
  }) => {
    // A hundred sign-ins with scrypt each come first.
    test.slow();
    const account = await registerVerified(request, 'guessed');
    // 100 wrong passwords from as many addresses fill the account's hourly cap (ten at a time: each is reserved before
    // its check, so none of them can pass the cap); past it, any password gets the code step.
    const guess = async (i: number) => {
      const res = await request.post('/api/auth/login', {
        data: { email: account.email, password: `guess-${i}` },
        headers: { 'X-Forwarded-For': `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      });
      return res.status();
    };
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(batch * 10 + i)));
      expect(answers).toEqual(Array<number>(10).fill(401));
    }
    expect(await guess(100)).toBe(403);

    const codeField = main(page).locator('input[autocomplete="one-time-code"]');
    await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    let started = Date.now();
    await signInThroughForm(page, account.email, account.password);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Wpisz kod logowania' })).toBeVisible();
    await expect(main(page).getByText(/Wysłaliśmy kod na Twój e-mail/)).toContainText(account.email);
    const polishCode = await codeFor(account.email, started);
    await codeField.fill(polishCode);
    await submit(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page)).toBeVisible();

    // Another device (no device cookie), in English.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    started = Date.now();
    await signInThroughForm(page, account.email, account.password);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Enter the sign-in code' })).toBeVisible();
    await expect(main(page).getByText(/We have sent a code to your e-mail/)).toContainText(account.email);
    // The Polish mail may be less than a second older than this sign-in, within codeFor's allowance for clocks.
    await codeField.fill(await codeFor(account.email, started, polishCode));
    await submit(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page)).toBeVisible();

    // That device signed in before: the password alone is enough now.
    await page.evaluate(() => localStorage.clear());
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page)).toBeVisible();
  });

  test('password reset: mail → code → new password → sign in with it', async ({ page, request }) => {
    const account = await registerVerified(request, 'reset');
    await page.goto('/reset-password');
    await main(page).locator('input[name="email"]').fill(account.email);
    const started = Date.now();
    await submit(page).click();

    const code = main(page).locator('input[autocomplete="one-time-code"]');
    await code.fill('000000');
    await submit(page).click();
    await expect(main(page).getByText('Verification code is invalid')).toBeVisible();
    await code.fill(await codeFor(account.email, started));
    await submit(page).click();

    await main(page).locator('input[name="password"]').fill('nowehaslo1');
    await main(page).locator('input[name="confirm_password"]').fill('nowehaslo1');
    await submit(page).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('Password reset. You can sign in with your new password.')).toBeVisible();

    await main(page).locator('input[name="email"]').fill(account.email);
    await main(page).locator('input[name="password"]').fill('nowehaslo1');
    await submit(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page)).toBeVisible();
  });

  test('guards: guests go to /sign-in from /account and /add-deal; signed-in users go home from guest pages', async ({ page }) => {
    for (const path of ['/account', '/add-deal']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/sign-in$/);
    }
    await signInThroughForm(page, 'demo@example.com', 'demo12345');
    await expect(page).toHaveURL(/\/$/);
    for (const path of ['/sign-in', '/sign-up', '/reset-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await page.goto('/add-deal');
    await expect(page).toHaveURL(/\/add-deal$/);
  });

  test('signing out in one tab signs out the other', async ({ page, context }) => {
    await signInThroughForm(page, 'demo@example.com', 'demo12345');
    await expect(page).toHaveURL(/\/$/);
    const other = await context.newPage();
    // The other tab refreshes its tokens as it starts; a sign-out before that answers would be overwritten by it.
    const refreshed = other.waitForResponse((response) => response.url().includes('/api/auth/refresh'));
    await other.goto('/account');
    await expect(other).toHaveURL(/\/account$/);
    await refreshed;
    await page.evaluate(() => {
      localStorage.removeItem('accessToken');
      localStorage.removeItem('refreshToken');
    });
    await expect(other).toHaveURL(/\/sign-in$/);
  });
});
