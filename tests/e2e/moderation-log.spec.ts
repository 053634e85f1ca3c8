import { expect, test } from './test';

/** The public moderation log is a server-rendered page like the other public pages, read without the app. */
test.describe('the moderation log without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is rendered by the server with its title, decisions or the empty state, and is linked from the footer', async ({ page }) => {
    const response = await page.goto('/moderation-log');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Dziennik moderacji/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Dziennik moderacji' })).toBeVisible();
    await expect(
      main.getByRole('list', { name: 'Decyzje moderacyjne' }).or(main.getByText('Nie ma jeszcze żadnych decyzji moderacyjnych.')),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dziennik moderacji' })).toHaveAttribute(
      'href',
      '/moderation-log',
    );
  });
});
