import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { deals, inboxItems, keywordAlerts, pricePoints, users } from '@/server/db/schema';
import { onDealCreated, onDealVotesChanged } from '@/server/services/alert-triggers';
import { KEYWORD_ALERTS_PER_USER } from '@/shared/constants';
import { normalizeKeyword } from '@/shared/normalize';
import type { ListResponse } from '@/shared/schemas/common';
import type { KeywordAlert } from '@/shared/schemas/rewards';
import { useTestServer } from '../helpers/app';
import { call, createDeal, createUser, expectError, type TestUser } from '../helpers/rewards-fixtures';

const server = useTestServer();

const addAlert = (user: TestUser, keyword: unknown) => call(server.app, 'POST', '/api/users/alerts', { user, body: { keyword } });
async function addRule(user: TestUser, body: Record<string, unknown>): Promise<KeywordAlert> {
  const res = await call(server.app, 'POST', '/api/users/alerts', { user, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as KeywordAlert;
}

describe('GET/POST/DELETE /api/users/alerts', () => {
  it('adds a trimmed keyword, lists it, refuses the same keyword in other case or without diacritics, deletes it', async () => {
    const user = await createUser(server.db);
    const created = await addAlert(user, '  Słuchawki  ');
    expect(created.status).toBe(201);
    const alert = (await created.json()) as KeywordAlert;
    expect(alert.keyword).toBe('Słuchawki');
    const [row] = await server.db.select().from(keywordAlerts).where(eq(keywordAlerts.id, alert.id));
    expect(row?.keywordNormalized).toBe('sluchawki');

    expect(await expectError(await addAlert(user, 'SLUCHAWKI'), 409, 'Conflict')).toMatch(/already/);
    const list = (await (await call(server.app, 'GET', '/api/users/alerts', { user })).json()) as ListResponse<KeywordAlert>;
    expect(list.data).toEqual([alert]);

    const removed = await call(server.app, 'DELETE', '/api/users/alerts', { user, body: { id: alert.id } });
    expect(removed.status).toBe(204);
    await expectError(await call(server.app, 'DELETE', '/api/users/alerts', { user, body: { id: alert.id } }), 404, 'NotFound');
    expect(((await (await call(server.app, 'GET', '/api/users/alerts', { user })).json()) as ListResponse<KeywordAlert>).data).toEqual([]);
  });

  it(`allows at most ${KEYWORD_ALERTS_PER_USER} alerts per user`, async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < KEYWORD_ALERTS_PER_USER; i++) expect((await addAlert(user, `keyword ${i}`)).status).toBe(201);
    expect(await expectError(await addAlert(user, 'one too many'), 409, 'Conflict')).toBe(
      `You can have at most ${KEYWORD_ALERTS_PER_USER} keyword alerts`,
    );
  });

  it('refuses empty, too short, too long and non-string keywords and a bad delete body', async () => {
    const user = await createUser(server.db);
    for (const bad of ['', '   ', 'a', 'x'.repeat(65), 42, null, 'a\u0000b']) {
      await expectError(await addAlert(user, bad), 400, 'ValidationError');
    }
    for (const bad of [{}, { id: 'x' }, { id: 0 }, { id: 1.5 }]) {
      await expectError(await call(server.app, 'DELETE', '/api/users/alerts', { user, body: bad }), 400, 'ValidationError');
    }
  });
});

describe('alert rules through the API', () => {
  it('stores the rules, answers them, and lets the owner change and pause them with PUT', async () => {
    const user = await createUser(server.db);
    const alert = await addRule(user, {
      keyword: 'Laptop',
      exclude_words: [' używany ', 'Outlet'],
      max_price: 350_000,
      categories: ['electronics'],
      notify_at: 'votes_25',
    });
    expect(alert).toMatchObject({
      keyword: 'Laptop',
      exclude_words: ['używany', 'Outlet'],
      max_price: 350_000,
      categories: ['electronics'],
      notify_at: 'votes_25',
      paused: false,
    });
    const put = await call(server.app, 'PUT', `/api/users/alerts/${alert.id}`, {
      user,
      body: { keyword: 'Laptop gamingowy', max_price: null, notify_at: 'created', paused: true },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id: alert.id, keyword: 'Laptop gamingowy', exclude_words: [], max_price: null, paused: true });
    const [row] = await server.db.select().from(keywordAlerts).where(eq(keywordAlerts.id, alert.id));
    expect(row).toMatchObject({ keywordNormalized: 'laptop gamingowy', categoryIds: [], excludeNormalized: [] });
  });

  it('refuses bad rules with their messages, another member’s alert (404) and a keyword already watched (409)', async () => {
    const [user, other] = await Promise.all([createUser(server.db), createUser(server.db)]);
    const cases: [Record<string, unknown>, string][] = [
      [{ keyword: 'tv', exclude_words: ['x'] }, 'Exclude at most 10 words of 2 to 32 characters each'],
      [{ keyword: 'tv', exclude_words: Array.from({ length: 11 }, (_, i) => `słowo${i}`) }, 'Exclude at most 10 words'],
      [{ keyword: 'tv', max_price: -5 }, 'Enter a price like 1299,99'],
      [{ keyword: 'tv', max_price: 9.99 }, 'Enter a price like 1299,99'],
      [{ keyword: 'tv', categories: ['telewizory'] }, 'Choose at most 10 categories from the list'],
      [{ keyword: 'tv', notify_at: 'votes_50' }, 'Choose when to be told'],
      [{ keyword: 'tv', paused: 'yes' }, 'paused must be true or false'],
    ];
    for (const [body, message] of cases) {
      expect(await expectError(await call(server.app, 'POST', '/api/users/alerts', { user, body }), 400, 'ValidationError')).toContain(
        message,
      );
    }
    const mine = await addRule(user, { keyword: 'telewizor' });
    await addRule(user, { keyword: 'soundbar' });
    await expectError(
      await call(server.app, 'PUT', `/api/users/alerts/${mine.id}`, { user: other, body: { keyword: 'x1' } }),
      404,
      'NotFound',
    );
    await expectError(
      await call(server.app, 'PUT', `/api/users/alerts/${mine.id}`, { user, body: { keyword: 'SOUNDBAR' } }),
      409,
      'Conflict',
    );
    await expectError(await call(server.app, 'PUT', '/api/users/alerts/abc', { user, body: { keyword: 'tv' } }), 400, 'ValidationError');
  });
});

describe('normalization in SQL equals normalizeKeyword', () => {
  it.each(['ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż', 'Zażółć gęślą jaźń', 'ŻÓŁW Łódź Śląsk Ćma Ńń', 'PlayStation 5   Pro', 'Pokémon Crème'])(
    '%s',
    async (text) => {
      const [row] = await queryRows<{ n: string }>(
        server.db,
        sql`select regexp_replace(lower(immutable_unaccent(${text}::text)), '\\s+', ' ', 'g') as n`,
      );
      expect(row?.n).toBe(normalizeKeyword(text));
    },
  );
});

describe('alert triggers', () => {
  async function items(dealId: number) {
    return server.db
      .select({ userId: inboxItems.userId, trigger: inboxItems.trigger })
      .from(inboxItems)
      .where(eq(inboxItems.dealId, dealId))
      .orderBy(inboxItems.trigger, inboxItems.userId);
  }
  /** The action's transaction, then the alert jobs it queued, as the server runs them right after the answer. */
  const inTx = async (fn: Parameters<typeof server.db.transaction>[0]) => {
    await server.db.transaction(fn);
    await server.drainAlertJobs();
  };

  it('a new matching deal notifies every matching user once, never its author, ignoring case and diacritics', async () => {
    const [plain, accented, twoAlerts, unrelated, author] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(server.db)));
    await addAlert(plain!, 'sluchawki');
    await addAlert(accented!, 'SŁUCHAWKI jbl');
    await addAlert(twoAlerts!, 'jbl');
    await addAlert(twoAlerts!, 'tune 520');
    await addAlert(unrelated!, 'playstation');
    await addAlert(author!, 'słuchawki');
    const dealId = await createDeal(server.db, author!.id, 'Słuchawki JBL  Tune 520BT – 30% taniej');

    await inTx((tx) => onDealCreated(tx, dealId));
    await inTx((tx) => onDealCreated(tx, dealId));
    expect(await items(dealId)).toEqual(
      [plain!, accented!, twoAlerts!].map((u) => ({ userId: u.id, trigger: 'created' })).sort((a, b) => a.userId - b.userId),
    );
  });

  it('an alert set to 10 votes fires once, upwards only, even when votes fall back and climb again', async () => {
    const [fan, onCreation, author] = await Promise.all([createUser(server.db), createUser(server.db), createUser(server.db)]);
    await addRule(fan!, { keyword: 'konsola', notify_at: 'votes_10' });
    await addAlert(onCreation!, 'konsola');
    const dealId = await createDeal(server.db, author!.id, 'Konsola Nintendo Switch OLED');
    const votes = async (before: number, after: number) => inTx((tx) => onDealVotesChanged(tx, dealId, before, after));

    await votes(8, 9);
    expect(await items(dealId)).toEqual([]);
    await votes(9, 10);
    await votes(10, 9);
    await votes(9, 10);
    await votes(10, 11);
    await votes(24, 26);
    await votes(99, 130);
    expect(await items(dealId)).toEqual([{ userId: fan!.id, trigger: 'votes_10' }]);
  });

  it('a jump over several thresholds tells each alert set to one of them, once; deleted accounts get nothing', async () => {
    const [at25, at100, gone, author] = await Promise.all([1, 2, 3, 4].map(() => createUser(server.db)));
    await addRule(at25!, { keyword: 'rower', notify_at: 'votes_25' });
    await addRule(at100!, { keyword: 'rower', notify_at: 'votes_100' });
    await addRule(gone!, { keyword: 'rower', notify_at: 'votes_25' });
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone!.id));
    const dealId = await createDeal(server.db, author!.id, 'Rower górski Kross');
    await inTx((tx) => onDealVotesChanged(tx, dealId, 0, 100));
    expect(await items(dealId)).toEqual([
      { userId: at100!.id, trigger: 'votes_100' },
      { userId: at25!.id, trigger: 'votes_25' },
    ]);
  });

  it('tells a member about a deal at most once, however many of their alerts match, at creation or later', async () => {
    const [member, author] = await Promise.all([createUser(server.db), createUser(server.db)]);
    await addRule(member!, { keyword: 'pralka' });
    await addRule(member!, { keyword: 'bosch', notify_at: 'votes_10' });
    await addRule(member!, { keyword: 'pralka bosch', notify_at: 'votes_25' });
    const dealId = await createDeal(server.db, author!.id, 'Pralka Bosch Serie 6');
    await inTx((tx) => onDealCreated(tx, dealId));
    await inTx((tx) => onDealVotesChanged(tx, dealId, 0, 30));
    expect(await items(dealId)).toEqual([{ userId: member!.id, trigger: 'created' }]);
  });

  it('applies excluded words, the price cap in PLN, categories with their subtrees, pausing and expiry', async () => {
    const author = await createUser(server.db);
    const watchers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => createUser(server.db)));
    const [excludes, cheapOnly, capMet, wrongCategory, subtree, paused, plain] = watchers;
    await addRule(excludes!, { keyword: 'iphone', exclude_words: ['etui', 'SZKŁO'] });
    await addRule(cheapOnly!, { keyword: 'iphone', max_price: 200_000 });
    await addRule(capMet!, { keyword: 'iphone', max_price: 300_000 });
    await addRule(wrongCategory!, { keyword: 'iphone', categories: ['home'] });
    await addRule(subtree!, { keyword: 'iphone', categories: ['electronics'] });
    await addRule(paused!, { keyword: 'iphone', paused: true });
    await addRule(plain!, { keyword: 'iphone' });
    const told = async (title: string, values: Partial<typeof deals.$inferInsert>) => {
      const dealId = await createDeal(server.db, author.id, title);
      await server.db.update(deals).set(values).where(eq(deals.id, dealId));
      await inTx((tx) => onDealCreated(tx, dealId));
      const rows = await items(dealId);
      return watchers.filter((w) => rows.some((row) => row.userId === w.id));
    };

    const phone = { newPrice: 249_900, currency: 'PLN', categoryId: 'electronics-mobile-iphone' };
    expect(await told('iPhone 15 128 GB', phone)).toEqual([excludes, capMet, subtree, plain]);
    expect(await told('Szkło hartowane do iPhone 15', phone)).toEqual([capMet, subtree, plain]);
    // A cap is in złoty: a price in euro or no price at all does not meet it.
    expect(await told('iPhone 15 z Niemiec', { ...phone, currency: 'EUR', newPrice: 60_000 })).toEqual([excludes, subtree, plain]);
    expect(await told('iPhone 15 w abonamencie', { ...phone, newPrice: null })).toEqual([excludes, subtree, plain]);
    expect(await told('iPhone 15 już nieaktualny', { ...phone, expiresAt: new Date(Date.now() - 1000) })).toEqual([]);
  });

  describe('price rules', () => {
    const PHONE = { newPrice: 200_000, currency: 'PLN', categoryId: 'electronics' } as const;
    /** The watchers told of a deal posted with these values (and, first, the product's earlier prices). */
    async function toldOf(
      watchers: TestUser[],
      author: TestUser,
      title: string,
      values: Partial<typeof deals.$inferInsert>,
    ): Promise<TestUser[]> {
      const dealId = await createDeal(server.db, author.id, title);
      await server.db.update(deals).set(values).where(eq(deals.id, dealId));
      await inTx((tx) => onDealCreated(tx, dealId));
      const rows = await items(dealId);
      return watchers.filter((w) => rows.some((row) => row.userId === w.id));
    }
    /** A price of the product recorded `daysAgo`, through a public deal of `author` (what its history shows). */
    async function earlierPrice(author: TestUser, productKey: string, price: number, daysAgo: number, currency = 'PLN') {
      const dealId = await createDeal(server.db, author.id, `Earlier offer ${productKey}`);
      await server.db.update(deals).set({ productKey, newPrice: price, currency }).where(eq(deals.id, dealId));
      await server.db.insert(pricePoints).values({ dealId, productKey, price, currency, at: new Date(Date.now() - daysAgo * 86_400_000) });
    }

    it('min_real_discount counts against the 30-day low, and against the advertised discount only when none is stated', async () => {
      const author = await createUser(server.db);
      const watchers = await Promise.all([1, 2, 3].map(() => createUser(server.db)));
      const [atLeast20, atLeast40, any] = watchers;
      await addRule(atLeast20!, { keyword: 'telefon', min_real_discount: 20 });
      await addRule(atLeast40!, { keyword: 'telefon', min_real_discount: 40 });
      await addRule(any!, { keyword: 'telefon' });
      // Advertised 50 % off (4000 → 2000), but the 30-day low was 2400: really 17 % off.
      expect(await toldOf(watchers, author, 'Telefon A', { ...PHONE, oldPrice: 400_000, lowestPrice30d: 240_000 })).toEqual([any]);
      // 2000 against a 30-day low of 2500: 20 % exactly meets 20.
      expect(await toldOf(watchers, author, 'Telefon B', { ...PHONE, oldPrice: 400_000, lowestPrice30d: 250_000 })).toEqual([
        atLeast20,
        any,
      ]);
      // No 30-day low stated: the advertised 50 % counts.
      expect(await toldOf(watchers, author, 'Telefon C', { ...PHONE, oldPrice: 400_000, lowestPrice30d: null })).toEqual(watchers);
      // Neither a 30-day low nor a regular price: no discount is known, so no least discount is met.
      expect(await toldOf(watchers, author, 'Telefon D', { ...PHONE, oldPrice: null, lowestPrice30d: null })).toEqual([any]);
      // A percent is a percent in any currency.
      expect(await toldOf(watchers, author, 'Telefon E', { ...PHONE, currency: 'EUR', newPrice: 50_000, lowestPrice30d: 100_000 })).toEqual(
        watchers,
      );
    });

    it('at_30d_low: at or below the stated 30-day low; a deal that states none does not match', async () => {
      const author = await createUser(server.db);
      const watchers = await Promise.all([1, 2].map(() => createUser(server.db)));
      const [atLow, any] = watchers;
      await addRule(atLow!, { keyword: 'odkurzacz', price_rule: 'at_30d_low' });
      await addRule(any!, { keyword: 'odkurzacz' });
      expect(await toldOf(watchers, author, 'Odkurzacz A', { ...PHONE, lowestPrice30d: 200_000 })).toEqual(watchers);
      expect(await toldOf(watchers, author, 'Odkurzacz B', { ...PHONE, lowestPrice30d: 199_999 })).toEqual([any]);
      expect(await toldOf(watchers, author, 'Odkurzacz C', { ...PHONE, lowestPrice30d: null })).toEqual([any]);
    });

    it('historic_low: below every earlier price of the product in its history; a first price, another currency or a stranger’s price elsewhere is no low', async () => {
      const [author, stranger] = await Promise.all([createUser(server.db), createUser(server.db)]);
      const watchers = await Promise.all([1, 2].map(() => createUser(server.db)));
      const [historic, any] = watchers;
      await addRule(historic!, { keyword: 'konsola', price_rule: 'historic_low' });
      await addRule(any!, { keyword: 'konsola' });

      // The product's first price: nothing to beat.
      expect(await toldOf(watchers, author, 'Konsola P5 pierwsza', { ...PHONE, productKey: 'shop.pl/p5' })).toEqual([any]);

      await earlierPrice(author, 'shop.pl/p5', 210_000, 40);
      await earlierPrice(author, 'shop.pl/p5', 205_000, 10);
      expect(await toldOf(watchers, author, 'Konsola P5 taniej', { ...PHONE, productKey: 'shop.pl/p5' })).toEqual(watchers);
      // Equal to the lowest earlier price is not below it.
      expect(await toldOf(watchers, author, 'Konsola P5 znowu', { ...PHONE, newPrice: 205_000, productKey: 'shop.pl/p5' })).toEqual([any]);

      // Only earlier prices in the deal's currency count: a euro price has no euro history here.
      expect(
        await toldOf(watchers, author, 'Konsola P5 z Niemiec', { ...PHONE, currency: 'EUR', newPrice: 40_000, productKey: 'shop.pl/p5' }),
      ).toEqual([any]);

      // A stranger's price of the product, posted without a link to the shop, is not in this deal's history.
      await earlierPrice(stranger, 'shop.pl/xbox', 100_000, 5);
      await earlierPrice(author, 'shop.pl/xbox', 250_000, 5);
      expect(await toldOf(watchers, author, 'Konsola Xbox', { ...PHONE, productKey: 'shop.pl/xbox' })).toEqual(watchers);
    });

    it('stores the new rules, refuses bad ones with their messages, and keeps them through PUT', async () => {
      const user = await createUser(server.db);
      const alert = await addRule(user, { keyword: 'rower', min_real_discount: 30, price_rule: 'historic_low' });
      expect(alert).toMatchObject({ min_real_discount: 30, price_rule: 'historic_low' });
      expect(await addRule(user, { keyword: 'hulajnoga' })).toMatchObject({ min_real_discount: null, price_rule: 'any' });
      for (const bad of [0, 100, 12.5, '30', -5]) {
        expect(
          await expectError(
            await call(server.app, 'POST', '/api/users/alerts', { user, body: { keyword: 'kask', min_real_discount: bad } }),
            400,
            'ValidationError',
          ),
        ).toBe('min_real_discount: Enter a whole percent from 1 to 99');
      }
      expect(
        await expectError(
          await call(server.app, 'POST', '/api/users/alerts', { user, body: { keyword: 'kask', price_rule: 'cheapest' } }),
          400,
          'ValidationError',
        ),
      ).toBe('price_rule: Choose a price rule from the list');
      const put = await call(server.app, 'PUT', `/api/users/alerts/${alert.id}`, {
        user,
        body: { keyword: 'rower', price_rule: 'at_30d_low' },
      });
      expect(await put.json()).toMatchObject({ min_real_discount: null, price_rule: 'at_30d_low' });
    });
  });

  it('a rolled-back action leaves no inbox item', async () => {
    const [fan, author] = await Promise.all([createUser(server.db), createUser(server.db)]);
    await addAlert(fan!, 'laptop');
    const dealId = await createDeal(server.db, author!.id, 'Laptop Lenovo');
    await expect(
      inTx(async (tx) => {
        await onDealCreated(tx, dealId);
        throw new Error('the deal insert failed after the hook');
      }),
    ).rejects.toThrow('the deal insert failed');
    // Its job went with it: the worker finds nothing to tell.
    await server.drainAlertJobs();
    const rows = await server.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.dealId, dealId)));
    expect(rows).toEqual([]);
  });
});
