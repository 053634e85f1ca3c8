import { describe, expect, it } from 'vitest';
import type { DealDetail, DealListItem, PriceHistoryResponse } from '@/shared/schemas/deal';
import type { ListResponse } from '@/shared/schemas/common';
import { useTestServer } from '../helpers/app';

const server = useTestServer({ seed: true });

async function json<T>(path: string): Promise<T> {
  const res = await server.app.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe('price truth in the demo data', () => {
  it('gives a good share of the demo deals a 30-day low and a 90-day history, some with an overstated discount', async () => {
    const page = await json<ListResponse<DealListItem>>('/api/deals/?tab=new&per_page=100');
    const priced = page.data.filter((deal) => deal.currency === 'PLN' && (deal.new_price ?? 0) > 0);
    const stated = priced.filter((deal) => deal.real_discount !== null);
    expect(stated.length).toBeGreaterThan(priced.length * 0.4);

    const details = await Promise.all(stated.map((deal) => json<DealDetail>(`/api/deals/${deal.id}`)));
    const overstated = details.filter((deal) => deal.discount_overstated);
    expect(overstated.length).toBeGreaterThan(3);
    for (const deal of overstated) expect(deal.discount).toBeGreaterThan(deal.real_discount ?? 100);
    expect(details.some((deal) => deal.lowest_price_seen !== null && (deal.new_price ?? Infinity) <= deal.lowest_price_seen)).toBe(true);

    const [sample] = overstated;
    const points = (await json<PriceHistoryResponse>(`/api/deals/${sample?.id}/price-history`)).data;
    expect(points.length).toBeGreaterThanOrEqual(5);
    const spanDays = (Date.parse(points.at(-1)?.at ?? '') - Date.parse(points[0]?.at ?? '')) / 86_400_000;
    expect(spanDays).toBeGreaterThan(60);
    expect(points.some((point) => point.deal_id === sample?.id && point.price === sample?.new_price)).toBe(true);
  });
});
