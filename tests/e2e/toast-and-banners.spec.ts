import { expect, test } from './test';
import { signInAsDemo } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

for (const viewport of [PHONE, DESKTOP]) {
  test(`a toast never covers the page heading (${viewport.width} px)`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    // The coupons page opens with its heading at the top; showing a code copies it and says so in a toast.
    await page.goto('/coupons');
    await page.getByRole('main').getByRole('button', { name: 'Pokaż kod' }).first().click();
    const toast = page.getByText('Kod kuponu skopiowany');
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeInViewport();
    const a = await toast.locator('..').boundingBox();
    const b = await heading.boundingBox();
    if (!a || !b) throw new Error('the toast or the heading is not laid out');
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `toast ${JSON.stringify(a)} over heading ${JSON.stringify(b)}`).toBe(false);
    // Wholly on screen, above the bottom edge (and any safe area).
    expect(a.y + a.height).toBeLessThanOrEqual(viewport.height);
  });
}

test('the add-deal form shows no tall sidebar banners under it on a phone, and beside it on a desktop', async ({ page }) => {
  await signInAsDemo(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/add-deal');
  await expect(page.locator('#deal-title')).toBeVisible({ timeout: 30_000 });
  const promotions = page.getByRole('complementary', { name: /^(Promotions|Promocje)$/ });
  await expect(promotions.getByRole('img').first()).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(promotions).toHaveCount(0);
  await page.reload();
  await expect(page.locator('#deal-title')).toBeVisible();
  await expect(promotions).toHaveCount(0);
});
