import { expect, test } from './test';
import { login, noHorizontalOverflow, registerVerified, signInAs } from './support';

/** "Widziane": a deal opened once is dimmed in the lists, on this device and on the member's others. */
test.describe('seen deals', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a deal opened on the phone is marked seen in the list there, and on another device of the same member', async ({
    page,
    browser,
  }) => {
    const member = await registerVerified(page.request, 'seen');
    await signInAs(page, member.email, member.password);
    await page.goto('/?tab=new');
    const first = page.getByRole('main').getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await expect(first).not.toHaveAttribute('data-seen');
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();
    const card = page.getByRole('main').getByRole('article').filter({ hasText: title }).first();
    await expect(card).toHaveAttribute('data-seen', 'true');
    await expect(card).toContainText('Widziane');
    await noHorizontalOverflow(page);
    // Another card of the list, never opened, is not.
    await expect(page.getByRole('main').getByRole('article').nth(1)).not.toHaveAttribute('data-seen');

    // The same member on a desktop, with nothing stored there yet.
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await desktop.newPage();
    const tokens = await login(other.request, member.email, member.password);
    await other.goto('/');
    await other.evaluate(({ access_token, refresh_token }) => {
      localStorage.setItem('accessToken', access_token);
      localStorage.setItem('refreshToken', refresh_token);
    }, tokens);
    await other.goto('/?tab=new');
    await expect(other.getByRole('main').getByRole('article').filter({ hasText: title }).first()).toHaveAttribute('data-seen', 'true');
    await desktop.close();
  });
});
