import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deals, pricePoints } from '@/server/db/schema';
import type { DealDetail, PriceHistoryResponse } from '@/shared/schemas/deal';
import { useTestServer } from '../helpers/app';
import { createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';

/**
 * Whose prices a deal's history may show: a member names another deal as the same product (`same_product_as`), and
 * that must never let them file prices into a stranger's product from anywhere, or keep a hidden deal's price in it.
 */
const server = useTestServer();
let victim: TestUser;
let attacker: TestUser;

// Fresh accounts per test: each account may post only so many deals an hour.
beforeEach(async () => {
  victim = await createUser(server.db);
  attacker = await createUser(server.db);
});

const token = () => Math.random().toString(36).slice(2);
const shopLink = () => `https://www.x-kom.pl/p/${token()}`;
const otherShopLink = () => `https://tanio-${token()}.example/p/1`;

function postAs(user: TestUser, body: Record<string, unknown>) {
  return send(server.app, 'POST', '/api/deals/', {
    auth: user.auth,
    body: { url: shopLink(), title: 'Ekspres ciśnieniowy DeLonghi', description: 'Dobra cena.', category: 'home', ...body },
  });
}

async function post(user: TestUser, body: Record<string, unknown>): Promise<DealDetail> {
  const res = await postAs(user, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DealDetail;
}

async function detail(id: number): Promise<DealDetail> {
  return (await (await server.app.request(`/api/deals/${id}`)).json()) as DealDetail;
}

async function prices(id: number): Promise<number[]> {
  const res = await server.app.request(`/api/deals/${id}/price-history`);
  expect(res.status).toBe(200);
  return ((await res.json()) as PriceHistoryResponse).data.map((point) => point.price);
}

/**
 * The victim's product with two prices, so its lowest seen is 1 000 zł: the earlier one seen ten days before it was
 * posted, since an edit of its own within the edit window is no earlier price.
 */
async function victimProduct(): Promise<DealDetail> {
  const deal = await post(victim, { url: shopLink(), new_price: 110_000 });
  const [row] = await server.db.select({ productKey: deals.productKey }).from(deals).where(eq(deals.id, deal.id));
  await server.db.insert(pricePoints).values({
    dealId: deal.id,
    productKey: row?.productKey ?? null,
    price: 100_000,
    currency: 'PLN',
    at: new Date(Date.now() - 10 * 86_400_000),
  });
  return deal;
}

describe('same_product_as names only a deal the poster may file prices under', () => {
  it('refuses another member’s deal of another shop, on posting and on editing, and files nothing', async () => {
    const target = await victimProduct();
    const refused = await postAs(attacker, { url: otherShopLink(), new_price: 1, same_product_as: target.id });
    expect(await expectError(refused, 400, 'ValidationError')).toContain('same_product_as');

    const own = await post(attacker, { url: otherShopLink(), new_price: 1 });
    const edit = await send(server.app, 'PUT', `/api/deals/${own.id}`, {
      auth: attacker.auth,
      body: { url: otherShopLink(), title: 'Ekspres', description: 'x', category: 'home', new_price: 1, same_product_as: target.id },
    });
    expect(await expectError(edit, 400, 'ValidationError')).toContain('same_product_as');

    expect(await prices(target.id)).toEqual([100_000, 110_000]);
    expect((await detail(target.id)).lowest_price_seen).toBe(100_000);
  });

  it('takes the poster’s own deal of another shop, and another member’s deal of the same shop', async () => {
    const mine = await post(victim, { url: otherShopLink(), new_price: 120_000 });
    const again = await post(victim, { new_price: 115_000, same_product_as: mine.id });
    expect(await prices(again.id)).toEqual([120_000, 115_000]);

    const target = await victimProduct();
    const sameShop = await post(attacker, { new_price: 105_000, same_product_as: target.id });
    expect(await prices(target.id)).toEqual([100_000, 110_000, 105_000]);
    expect(sameShop.lowest_price_seen).toBe(100_000);
  });

  it('never shows another member’s price from another shop, even filed through a deal of their own', async () => {
    const target = await victimProduct();
    // Allowed: a deal of the same shop joins the product…
    const bridge = await post(attacker, { new_price: 108_000, same_product_as: target.id });
    // …and a member may always name their own deal, whose product is now the victim's.
    await post(attacker, { url: otherShopLink(), new_price: 1, same_product_as: bridge.id });

    expect(await prices(target.id)).toEqual([100_000, 110_000, 108_000]);
    expect((await detail(target.id)).lowest_price_seen).toBe(100_000);
  });

  it('leaves a hidden deal’s prices out of every other deal’s history and lowest price', async () => {
    const target = await victimProduct();
    const planted = await post(attacker, { new_price: 1, same_product_as: target.id });
    await server.db.update(deals).set({ isHidden: true }).where(eq(deals.id, planted.id));

    expect(await prices(target.id)).toEqual([100_000, 110_000]);
    expect((await detail(target.id)).lowest_price_seen).toBe(100_000);
    // A hidden deal of the victim's own is left out of their other deals' histories too.
    const later = await post(victim, { new_price: 90_000, same_product_as: target.id });
    await server.db.update(deals).set({ isHidden: true }).where(eq(deals.id, target.id));
    expect(await prices(later.id)).toEqual([90_000]);
    expect((await detail(later.id)).lowest_price_seen).toBeNull();
    // Its own page still shows its own prices, beside its author's public deal of the product.
    expect(await prices(target.id)).toEqual([100_000, 110_000, 90_000]);
  });
});
