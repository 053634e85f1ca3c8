import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals } from '@/server/db/schema';
import { CONSOLE_PRICE_KEYS, type LowestConsolePrices } from '@/shared/schemas/gamer-zone';
import { createDeal, createUser } from '../helpers/community-fixtures';
import { testApp, testEnv, useTestServer } from '../helpers/app';

const server = useTestServer({ app: { env: testEnv({ LIST_CACHE_TTL_MS: '0' }) } });
/** Read cache off, so a change to the deals shows in the very next answer. */
let userId: number;

const HOUR = 3_600_000;
const PS5_BARE = 'gaming-hardware-playstation_5-bare_console';
const PS5_BUNDLE = 'gaming-hardware-playstation_5-bundle_console';

beforeAll(async () => {
  userId = (await createUser(server.db)).id;
}, 120_000);

const deal = (categoryId: string, newPrice: number | null, values: Partial<typeof deals.$inferInsert> = {}) =>
  createDeal(server.db, userId, { categoryId, newPrice, ...values });

async function prices(query = ''): Promise<LowestConsolePrices> {
  const res = await server.app.request(`/api/deals/lowest-console-prices${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LowestConsolePrices;
}

describe('GET /api/deals/lowest-console-prices', () => {
  it('answers every card with null while no deal qualifies', async () => {
    const body = await prices();
    expect(Object.keys(body).sort()).toEqual([...CONSOLE_PRICE_KEYS].sort());
    expect(Object.values(body).every((price) => price === null)).toBe(true);
  });

  it('takes the lowest active price of the bare consoles and phones from the deals themselves', async () => {
    await deal(PS5_BARE, 219_999);
    await deal(PS5_BUNDLE, 199_900);
    const cheapest = await deal(PS5_BARE, 189_900);
    // None of these may set the price: expired, not yet released, hidden, an accessory, another currency, no price.
    await deal(PS5_BARE, 99_900, { expiresAt: new Date(Date.now() - HOUR) });
    await deal(PS5_BARE, 89_900, { releasedAt: new Date(Date.now() + HOUR) });
    await deal(PS5_BARE, 79_900, { isHidden: true });
    await deal('gaming-hardware-playstation_5-accessories', 29_900);
    await deal(PS5_BARE, 39_900, { currency: 'EUR' });
    await deal(PS5_BARE, null);
    await deal('gaming-hardware-nintendo_switch-bare_console', 139_900, { expiresAt: new Date(Date.now() + HOUR) });
    await deal('electronics-mobile-iphone', 379_900);
    await deal('electronics-mobile', 99_900);
    // A game for the console is not a console.
    await deal('gaming-games-xbox_series_xs', 4_900);

    expect(await prices('?market_id=1')).toEqual({
      playstation_5: { amount: 189_900, currency: 'PLN' },
      xbox_series_xs: null,
      nintendo_switch: { amount: 139_900, currency: 'PLN' },
      mobile_consoles: { amount: 99_900, currency: 'PLN' },
      iphone: { amount: 379_900, currency: 'PLN' },
    });

    // When the cheapest offer expires, the next bare console takes its place at once (the cheaper bundle does not).
    await server.db
      .update(deals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deals.id, cheapest));
    expect((await prices()).playstation_5).toEqual({ amount: 219_999, currency: 'PLN' });
  });

  it('counts iPhones among mobile consoles when they are the cheapest phones', async () => {
    await deal('electronics-mobile-iphone', 49_900);
    const body = await prices();
    expect(body.iphone).toEqual({ amount: 49_900, currency: 'PLN' });
    expect(body.mobile_consoles).toEqual({ amount: 49_900, currency: 'PLN' });
  });

  it('answers nulls for a market without deals and refuses a malformed market', async () => {
    expect(Object.values(await prices('?market_id=999')).every((price) => price === null)).toBe(true);
    const res = await server.app.request('/api/deals/lowest-console-prices?market_id=abc');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('ValidationError');
  });

  it('is served from the short-TTL read cache like the deal lists', async () => {
    const cached = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv({ LIST_CACHE_TTL_MS: '60000' }) });
    const first = await cached.request('/api/deals/lowest-console-prices');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    await deal('gaming-hardware-xbox_series_xs-bare_console', 119_900);
    const second = await cached.request('/api/deals/lowest-console-prices');
    expect(second.headers.get('etag')).toBe(etag);
    expect(((await second.json()) as LowestConsolePrices).xbox_series_xs).toBeNull();
    expect((await prices()).xbox_series_xs).toEqual({ amount: 119_900, currency: 'PLN' });
  });

  it('never counts an accessory or a bundle, however much cheaper than the console or phone itself', async () => {
    // A clean slate: the deals of the tests above no longer show.
    await server.db.update(deals).set({ isHidden: true });
    await deal(PS5_BARE, 189_900);
    await deal('electronics-mobile-iphone', 379_900);
    await deal('electronics-mobile', 139_900);
    // 'iPhone od 200,99 zł' was a phone case: the case, the charger and the pad are cheaper than any console or phone.
    await deal('electronics-mobile-iphone-accessories', 20_099);
    await deal('electronics-mobile-accessories', 17_900);
    await deal('gaming-hardware-playstation_5-accessories', 29_900);
    await deal('gaming-hardware-playstation_5', 9_900);
    await deal(PS5_BUNDLE, 179_900);
    await deal('gaming-hardware-nintendo_switch-bundle_console', 139_900);

    expect(await prices()).toEqual({
      playstation_5: { amount: 189_900, currency: 'PLN' },
      xbox_series_xs: null,
      nintendo_switch: null,
      mobile_consoles: { amount: 139_900, currency: 'PLN' },
      iphone: { amount: 379_900, currency: 'PLN' },
    });
  });
});
