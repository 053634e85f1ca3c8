import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { inboxItems, keywordAlerts, users } from '@/server/db/schema';
import { onDealCreated, onDealVotesChanged } from '@/server/services/alert-triggers';
import { KEYWORD_ALERTS_PER_USER } from '@/shared/constants';
import { normalizeKeyword } from '@/shared/normalize';
import type { ListResponse } from '@/shared/schemas/common';
import type { KeywordAlert } from '@/shared/schemas/rewards';
import { useTestServer } from '../helpers/app';
import { call, createDeal, createUser, expectError, type TestUser } from '../helpers/rewards-fixtures';

const server = useTestServer();

const addAlert = (user: TestUser, keyword: unknown) => call(server.app, 'POST', '/api/users/alerts', { user, body: { keyword } });

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
  const inTx = (fn: Parameters<typeof server.db.transaction>[0]) => server.db.transaction(fn);

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

  it('vote thresholds 10, 25, 100 fire once each, only upwards, even when votes fall back and climb again', async () => {
    const [fan, author] = await Promise.all([createUser(server.db), createUser(server.db)]);
    await addAlert(fan!, 'konsola');
    const dealId = await createDeal(server.db, author!.id, 'Konsola Nintendo Switch OLED');
    const votes = async (before: number, after: number) => inTx((tx) => onDealVotesChanged(tx, dealId, before, after));

    await votes(8, 9);
    expect(await items(dealId)).toEqual([]);
    await votes(9, 10);
    await votes(10, 9);
    await votes(9, 10);
    await votes(10, 11);
    expect(await items(dealId)).toEqual([{ userId: fan!.id, trigger: 'votes_10' }]);
    await votes(24, 26);
    await votes(99, 130);
    await votes(101, 99);
    await votes(99, 100);
    expect((await items(dealId)).map((i) => i.trigger)).toEqual(['votes_10', 'votes_100', 'votes_25']);
  });

  it('a jump over several thresholds fires each of them; deleted accounts get nothing', async () => {
    const [fan, gone, author] = await Promise.all([createUser(server.db), createUser(server.db), createUser(server.db)]);
    await addAlert(fan!, 'rower');
    await addAlert(gone!, 'rower');
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone!.id));
    const dealId = await createDeal(server.db, author!.id, 'Rower górski Kross');
    await inTx((tx) => onDealVotesChanged(tx, dealId, 0, 100));
    expect(await items(dealId)).toEqual(['votes_10', 'votes_100', 'votes_25'].map((trigger) => ({ userId: fan!.id, trigger })));
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
    const rows = await server.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.dealId, dealId)));
    expect(rows).toEqual([]);
  });
});
