import { expect, test } from './test';
import { codeFor, login, noHorizontalOverflow, registerVerified, signInAs } from './support';

/*
 * Account pages and the public profile against the real server. Until the lead extracts and translates the new
 * messages, their text in a production build is a message id, so these specs find account controls by their ids,
 * roles and links and check the values the user typed or the server holds.
 */

test.describe('account', () => {
  test('the demo account page shows the username and points, fits a phone, and links to the settings', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tokens = await login(page.request, 'demo@example.com', 'demo12345');
    const me = await (await page.request.get('/api/users/', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json();
    await signInAs(page, 'demo@example.com', 'demo12345');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: me.username })).toBeVisible();
    const points = me.user_points.find((p: { market_id: number }) => p.market_id === me.market_id)?.points ?? 0;
    await expect(page.getByTestId('account-points')).toHaveText(String(points));
    await noHorizontalOverflow(page);
    await page.locator('main a[href="/account/settings"]').click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.locator('#profile-username')).toHaveValue(me.username);
    await expect(page.locator('#profile-email')).toHaveValue('demo@example.com');
    await noHorizontalOverflow(page);
  });

  test('edit settings, change the e-mail with the mailed code, log out', async ({ page }) => {
    const account = await registerVerified(page.request, 'set');
    await signInAs(page, account.email, account.password);
    await page.goto('/account/settings');

    const newName = `${account.username.slice(0, 26)}_nowy`;
    await page.locator('#profile-username').fill(newName);
    await page.locator('#profile-phone').fill('+48123456789');
    await page.locator('#profile-birthdate').click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('grid')).toBeVisible();
    // Opens on 1 January, 18 years back; one day on with the keyboard, then Enter chooses it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const year = new Date().getFullYear() - 18;
    await expect(page.locator('#profile-birthdate')).toHaveValue(`02.01.${year}`);
    await expect(page.locator('#profile-birthdate')).toBeFocused();
    await page.getByRole('switch').click();
    await page.locator('#profile-gender').selectOption('male');
    await page.locator('main form:has(#profile-username) button[type="submit"]').click();
    await expect(page.locator('[data-type="success"]')).toBeVisible();

    await page.reload();
    await expect(page.locator('#profile-username')).toHaveValue(newName);
    await expect(page.locator('#profile-phone')).toHaveValue('+48123456789');
    await expect(page.locator('#profile-birthdate')).toHaveValue(`02.01.${year}`);
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('#profile-gender')).toHaveValue('male');

    // Marketing consent with e-mail and phone set is worth 100 points.
    await page.goto('/account');
    await expect(page.getByTestId('account-points')).toHaveText('100');

    await page.goto('/account/settings');
    await page.locator('a[href="/account/settings/change-email"]').click();
    await expect(page).toHaveURL(/\/account\/settings\/change-email$/);
    const newEmail = account.email.replace('e2e-', 'e2e-nowy-');
    const requested = Date.now();
    await page.locator('#change-email-email').fill(`  ${newEmail.toUpperCase()} `);
    await page.locator('#change-email-proof').fill(account.password);
    await page.locator('main form button[type="submit"]').click();
    const code = await codeFor(newEmail, requested);
    await page.locator('#change-email-code').fill(code);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.locator('#profile-email')).toHaveValue(newEmail);

    await page.goto('/account');
    await page.locator('main nav button').click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/sign-in$/);
    // The old address no longer signs in; the new one does.
    expect(
      (await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password, market_id: 1 } })).ok(),
    ).toBe(false);
    await login(page.request, newEmail, account.password);
  });

  test('a taken display name is refused on the field', async ({ page }) => {
    const account = await registerVerified(page.request, 'dup');
    await signInAs(page, account.email, account.password);
    const demo = await login(page.request, 'demo@example.com', 'demo12345');
    const demoUser = await (await page.request.get('/api/users/', { headers: { Authorization: `Bearer ${demo.access_token}` } })).json();
    await page.goto('/account/settings');
    await page.locator('#profile-username').fill(demoUser.username);
    await page.locator('main form:has(#profile-username) button[type="submit"]').click();
    await expect(page.locator('#profile-username')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('public profile', () => {
  test('shows a user with added and commented deal tabs', async ({ page }) => {
    const deals = await (await page.request.get('/api/deals/?per_page=1')).json();
    const author = deals.data[0].user as { id: number; username: string };
    await page.goto(`/profile/${author.id}`);
    await expect(page.locator('#profile-username')).toHaveText(author.username);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('article').first()).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${author.id}\\?tab=commented$`));
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  for (const id of ['999999', 'abc']) {
    test(`/profile/${id} is a user-not-found page with a way home`, async ({ page }) => {
      await page.goto(`/profile/${id}`);
      await expect(page.locator('#user-not-found-title')).toBeVisible();
      await page.getByRole('main').locator('a[href="/"]').click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
