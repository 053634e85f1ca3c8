import type { APIRequestContext } from '@playwright/test';
import type { DealDetail, DealListItem, PriceHistoryResponse } from '../../src/shared/schemas/deal';
import { noHorizontalOverflow } from './support';
import { expect, test } from './test';

/** A demo deal whose advertised discount is overstated and whose product has a history to draw. */
async function overstatedDeal(request: APIRequestContext): Promise<{ deal: DealDetail; points: PriceHistoryResponse['data'] }> {
  const list = (await (await request.get('/api/deals/?per_page=100')).json()) as { data: DealListItem[] };
  const active = (deal: DealListItem) => deal.expires_at === null || Date.parse(deal.expires_at) > Date.now() + 3_600_000;
  for (const item of list.data.filter((deal) => deal.real_discount !== null && deal.real_discount !== deal.discount && active(deal))) {
    const deal = (await (await request.get(`/api/deals/${item.id}`)).json()) as DealDetail;
    if (!deal.discount_overstated) continue;
    const points = ((await (await request.get(`/api/deals/${item.id}/price-history`)).json()) as PriceHistoryResponse).data;
    if (points.length >= 3) return { deal, points };
  }
  throw new Error('the demo data has no overstated deal with a price history');
}

test('a seeded overstated deal shows its 30-day low, both discounts, the note, the chart and its table', async ({ page }) => {
  const { deal, points } = await overstatedDeal(page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/deals/${deal.id}/${deal.slug}`);

  const truth = page.getByRole('group', { name: 'Czy ta obniżka jest prawdziwa?' });
  await expect(truth).toContainText('Najniższa cena z 30 dni przed obniżką');
  await expect(truth).toContainText(`-${deal.discount}%`);
  await expect(truth).toContainText('wobec najniższej ceny z 30 dni');
  await expect(truth.getByText(/Reklamowana obniżka jest zawyżona/)).toBeVisible();

  const history = page.getByRole('region', { name: 'Historia ceny' });
  const chart = history.getByRole('img', { name: /^Historia ceny: od .+ do .+, \d+ notowa/ });
  await expect(chart).toBeVisible();
  await history.getByText('Pokaż jako tabelę').click();
  const rows = history.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(points.length);
  await expect(history.getByRole('table').locator('tbody tr[aria-current]')).toHaveCount(1);
  await noHorizontalOverflow(page);

  // The card in a list badges the real discount, says against what, and names the advertised one only as such.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/search?query=${encodeURIComponent(deal.title)}`);
  const card = page.locator(`article:has(a[href^="/deals/${deal.id}/"])`).first();
  await expect(card).toContainText('wobec najniższej ceny z 30 dni');
  await expect(card.getByTestId('discount-badge')).not.toHaveText(`-${deal.discount}%`);
  await expect(card.getByText(`reklamowana: -${deal.discount}%`)).toBeVisible();
});
