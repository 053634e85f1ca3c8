import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deals, pricePoints } from '@/server/db/schema';
import { omnibusLowestPrice } from '@/server/services/link-import';
import type { DealDetail, DealListItem, PriceHistoryResponse } from '@/shared/schemas/deal';
import type { ListResponse } from '@/shared/schemas/common';
import { useTestServer } from '../helpers/app';
import { createDeal, createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';

const server = useTestServer();
let member: TestUser;

// A fresh account per test: each account may post only so many deals an hour.
beforeEach(async () => {
  member = await createUser(server.db);
});

const link = () => `https://www.x-kom.pl/p/${Math.random().toString(36).slice(2)}`;

async function post(body: Record<string, unknown>, status = 201): Promise<DealDetail> {
  const res = await send(server.app, 'POST', '/api/deals/', {
    auth: member.auth,
    body: { url: link(), title: 'Ekspres ciśnieniowy DeLonghi', description: 'Dobra cena.', category: 'home', ...body },
  });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as DealDetail;
}

async function detail(id: number): Promise<DealDetail> {
  return (await (await server.app.request(`/api/deals/${id}`)).json()) as DealDetail;
}

async function history(id: number): Promise<PriceHistoryResponse['data']> {
  const res = await server.app.request(`/api/deals/${id}/price-history`);
  expect(res.status).toBe(200);
  return ((await res.json()) as PriceHistoryResponse).data;
}

async function edit(id: number, body: Record<string, unknown>): Promise<void> {
  const res = await send(server.app, 'PUT', `/api/deals/${id}`, { auth: member.auth, body });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('the 30-day lowest price and the real discount', () => {
  it('computes the real discount against the stated 30-day low, in the detail and in the lists', async () => {
    const deal = await post({ new_price: 89_900, old_price: 129_999, lowest_price_30d: 99_900 });
    expect(deal).toMatchObject({ discount: 31, lowest_price_30d: 99_900, real_discount: 10, discount_overstated: true });
    const list = (await (await server.app.request('/api/deals/?tab=new&per_page=5')).json()) as ListResponse<DealListItem>;
    expect(list.data.find((item) => item.id === deal.id)).toMatchObject({ discount: 31, real_discount: 10 });

    // Within 5% of the advertised regular price, the discount is what it claims (129 999 ≤ 125 000 × 1.05).
    expect(await post({ new_price: 89_900, old_price: 129_999, lowest_price_30d: 125_000 })).toMatchObject({
      real_discount: 28,
      discount_overstated: false,
    });
    // A price no lower than the month's low is no real discount at all.
    expect(await post({ new_price: 89_900, old_price: 129_999, lowest_price_30d: 85_000 })).toMatchObject({
      real_discount: -6,
      discount_overstated: true,
    });
    // Without the notice there is nothing to compare.
    expect(await post({ new_price: 89_900, old_price: 129_999 })).toMatchObject({
      lowest_price_30d: null,
      real_discount: null,
      discount_overstated: false,
    });
  });

  it('refuses a 30-day low that is not a price, and a picked product that does not exist, in the error shape', async () => {
    for (const bad of [-1, 1.5, '999', 10_000_000_000]) {
      const res = await send(server.app, 'POST', '/api/deals/', {
        auth: member.auth,
        body: { url: link(), title: 'Ekspres', description: 'x', category: 'home', lowest_price_30d: bad },
      });
      await expectError(res, 400, 'ValidationError');
    }
    const res = await send(server.app, 'POST', '/api/deals/', {
      auth: member.auth,
      body: { url: link(), title: 'Ekspres', description: 'x', category: 'home', same_product_as: 999_999 },
    });
    expect(await expectError(res, 400, 'ValidationError')).toContain('same_product_as');
  });
});

describe('GET /api/deals/{id}/price-history and the lowest price seen', () => {
  it('groups a product’s deals and edits, oldest first, in the deal’s currency only', async () => {
    const url = link();
    const first = await post({ url, new_price: 100_000 });
    expect(first.lowest_price_seen).toBeNull();
    await edit(first.id, { url, title: 'Ekspres ciśnieniowy DeLonghi', description: 'Taniej.', category: 'home', new_price: 95_000 });
    // The author's own edit within the edit window corrects the posting; its first price is no earlier price.
    expect(await detail(first.id)).toMatchObject({ lowest_price_seen: null, lowest_price_seen_since: null });

    // Another deal of the product compares with both: 950 zł is the lowest seen, over seconds (no days to claim).
    const second = await post({ new_price: 97_000, same_product_as: first.id });
    expect(second.lowest_price_seen).toBe(95_000);
    expect(Date.now() - Date.parse(second.lowest_price_seen_since ?? '')).toBeLessThan(60_000);
    const points = await history(second.id);
    expect(points.map(({ price, deal_id, currency }) => [price, deal_id, currency])).toEqual([
      [100_000, first.id, 'PLN'],
      [95_000, first.id, 'PLN'],
      [97_000, second.id, 'PLN'],
    ]);
    expect(points.map((point) => point.at)).toEqual([...points.map((point) => point.at)].sort());

    // An edit that leaves the price as it was adds no point.
    await edit(first.id, { url, title: 'Ekspres DeLonghi', description: 'Taniej.', category: 'home', new_price: 95_000 });
    expect(await history(first.id)).toHaveLength(3);

    // A price in euros is another line: never a cheaper point of the złoty history, nor the other way round.
    const euros = await post({ new_price: 20_000, currency: 'EUR', same_product_as: first.id });
    expect((await history(euros.id)).map((point) => [point.price, point.currency])).toEqual([[20_000, 'EUR']]);
    expect(euros.lowest_price_seen).toBeNull();
    expect((await history(first.id)).every((point) => point.currency === 'PLN')).toBe(true);
  });

  it('keeps a picked product through an edit that keeps the link, and follows a new link', async () => {
    const earlier = await post({ new_price: 120_000 });
    const url = link();
    const later = await post({ url, new_price: 110_000, same_product_as: earlier.id });
    const body = { url, title: 'Ekspres DeLonghi Magnifica', description: 'Taniej.', category: 'home', new_price: 105_000 };
    await edit(later.id, body);
    expect((await history(later.id)).map((point) => point.price)).toEqual([120_000, 110_000, 105_000]);
    await edit(later.id, { ...body, url: link() });
    expect((await history(later.id)).map((point) => point.price)).toEqual([110_000, 105_000]);
  });

  it('says since when the prices the lowest is compared with go back, within 90 days', async () => {
    const id = await createDeal(server.db, member.id, { newPrice: 50_000, currency: 'PLN' });
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    await server.db.insert(pricePoints).values([
      { dealId: id, productKey: null, price: 40_000, currency: 'PLN', at: at(100) },
      { dealId: id, productKey: null, price: 60_000, currency: 'PLN', at: at(40) },
      { dealId: id, productKey: null, price: 50_000, currency: 'PLN', at: at(0) },
    ]);
    const seen = await detail(id);
    expect(seen.lowest_price_seen).toBe(60_000);
    expect(Math.round((Date.now() - Date.parse(seen.lowest_price_seen_since ?? '')) / 86_400_000)).toBe(40);
  });

  it('keeps twelve months, answers 404 for an unknown deal and 400 for a bad id', async () => {
    const deal = await post({ new_price: 50_000 });
    const [row] = await server.db.select({ productKey: deals.productKey }).from(deals).where(eq(deals.id, deal.id));
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await server.db
      .insert(pricePoints)
      .values({ dealId: deal.id, productKey: row?.productKey ?? null, price: 1, currency: 'PLN', at: longAgo });
    expect((await history(deal.id)).map((point) => point.price)).toEqual([50_000]);
    await expectError(await server.app.request('/api/deals/999999/price-history'), 404, 'NotFound');
    await expectError(await server.app.request('/api/deals/abc/price-history'), 400, 'ValidationError');
  });
});

describe('the Omnibus notice on a shop page', () => {
  it.each([
    ['<p>Najniższa cena z 30 dni przed obniżką: <b>1 299,00 zł</b></p>', 129_900],
    ['<span>Najniższa cena z ostatnich 30 dni</span><span class="price">999&nbsp;zł</span>', 99_900],
    ['<div>najnizsza cena w okresie 30 dni przed obnizka 49,99 PLN</div>', 4_999],
    ['<small>Lowest price in the last 30 days: 15.00 zł</small>', 1_500],
  ])('reads %s', (html, price) => {
    expect(omnibusLowestPrice(`<html><body><h1>Ekspres</h1><p>Cena 899 zł</p>${html}</body></html>`)).toBe(price);
  });

  it('reads nothing from a page without the notice, or from a script', () => {
    expect(omnibusLowestPrice('<p>Cena: 899 zł, najniższa w sieci!</p>')).toBeNull();
    expect(omnibusLowestPrice('<script>var t = "Najniższa cena z 30 dni: 10 zł";</script><p>899 zł</p>')).toBeNull();
  });
});
