import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyClaims, pointsLedger, prizeImages, prizes, userPrizes } from '@/server/db/schema';
import { claimDaily, nextWarsawMidnight, warsawDate } from '@/server/services/daily';
import { pointsBalance } from '@/server/services/points';
import { DAILY_POINTS } from '@/shared/constants';
import type { DailyClaimResult, PointsHistoryResponse, Prize, UserPrize } from '@/shared/schemas/rewards';
import type { ListResponse } from '@/shared/schemas/common';
import { useTestServer } from '../helpers/app';
import { call, createPrize, createUser, expectError, grantPoints, newKey } from '../helpers/rewards-fixtures';

const server = useTestServer();

const balance = (userId: number) => pointsBalance(server.db, userId, 1);

describe('POST /api/users/daily', () => {
  it('pays the daily points once, then answers 409 AlreadyClaimed the same day', async () => {
    const user = await createUser(server.db);
    const first = await call(server.app, 'POST', '/api/users/daily', { user });
    expect(first.status).toBe(200);
    const body = (await first.json()) as DailyClaimResult;
    expect(body.points).toBe(DAILY_POINTS);
    expect(body.balance).toBe(DAILY_POINTS);
    expect(new Date(body.next_claim_at).getTime()).toBeGreaterThan(Date.now());

    const second = await call(server.app, 'POST', '/api/users/daily', { user });
    await expectError(second, 409, 'AlreadyClaimed');
    expect(await balance(user.id)).toBe(DAILY_POINTS);
    const rows = await server.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(rows.map((r) => [r.reason, r.points])).toEqual([['daily_points', DAILY_POINTS]]);
  });

  it('pays twice in parallel only once', async () => {
    const user = await createUser(server.db);
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(server.app, 'POST', '/api/users/daily', { user })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await balance(user.id)).toBe(DAILY_POINTS);
  });

  it('replays the first answer for a repeated Idempotency-Key instead of answering 409', async () => {
    const user = await createUser(server.db);
    const key = newKey();
    const first = await call(server.app, 'POST', '/api/users/daily', { user, key });
    const again = await call(server.app, 'POST', '/api/users/daily', { user, key });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await balance(user.id)).toBe(DAILY_POINTS);
  });

  it('refuses a body that is not the empty object schema JSON', async () => {
    const user = await createUser(server.db);
    const res = await server.app.request('/api/users/daily', {
      method: 'POST',
      headers: { ...user.headers, 'Content-Type': 'application/json' },
      body: '{oops',
    });
    await expectError(res, 400, 'ValidationError');
  });
});

describe('daily claim at Warsaw midnight', () => {
  const claim = async (userId: number, iso: string) => claimDaily(server.db, userId, new Date(iso));

  it('23:59:59 and 00:00:00 Warsaw time are two days (winter, UTC+1)', async () => {
    const user = await createUser(server.db);
    await claim(user.id, '2026-01-15T22:00:00Z');
    await expect(claim(user.id, '2026-01-15T22:59:59Z')).rejects.toMatchObject({ errorCode: 'AlreadyClaimed' });
    const next = await claim(user.id, '2026-01-15T23:00:00Z');
    expect(next.balance).toBe(2 * DAILY_POINTS);
    const days = await server.db
      .select({ d: dailyClaims.warsawDate })
      .from(dailyClaims)
      .where(eq(dailyClaims.userId, user.id))
      .orderBy(dailyClaims.warsawDate);
    expect(days.map((r) => r.d)).toEqual(['2026-01-15', '2026-01-16']);
  });

  it('a claim at 00:00:30 Warsaw time does not open another before the next midnight (summer, UTC+2)', async () => {
    const user = await createUser(server.db);
    const first = await claim(user.id, '2026-07-09T22:00:30Z');
    expect(first.next_claim_at).toBe('2026-07-10T22:00:00.000Z');
    await expect(claim(user.id, '2026-07-10T21:59:59Z')).rejects.toMatchObject({ errorCode: 'AlreadyClaimed' });
    await claim(user.id, '2026-07-10T22:00:00Z');
  });

  it('crosses midnight on the day clocks go forward (23-hour day)', async () => {
    expect(warsawDate(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(warsawDate(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(warsawDate(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(nextWarsawMidnight(new Date('2026-03-28T23:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const user = await createUser(server.db);
    await claim(user.id, '2026-03-29T21:59:59Z');
    await claim(user.id, '2026-03-29T22:00:00Z');
    expect(await balance(user.id)).toBe(2 * DAILY_POINTS);
  });

  it('crosses midnight on the day clocks go back (25-hour day)', async () => {
    expect(nextWarsawMidnight(new Date('2026-10-24T22:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(warsawDate(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    const user = await createUser(server.db);
    await claim(user.id, '2026-10-25T00:30:00Z');
    await expect(claim(user.id, '2026-10-25T22:59:59Z')).rejects.toMatchObject({ errorCode: 'AlreadyClaimed' });
    await claim(user.id, '2026-10-25T23:00:00Z');
  });
});

describe('prizes', () => {
  it('GET /api/prizes/available lists the market prizes cheapest first, with images; GET one; 404 for unknown', async () => {
    const expensive = await createPrize(server.db, { price: 999_000, title: 'Rower' });
    const cheap = await createPrize(server.db, { price: 0, title: 'Naklejka' });
    await server.db.insert(prizeImages).values([
      { prizeId: cheap, url: '/media/b.webp', position: 1 },
      { prizeId: cheap, url: '/media/a.webp', position: 0 },
    ]);
    const res = await call(server.app, 'GET', '/api/prizes/available?market_id=1');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Prize[] };
    const ids = data.map((p) => p.id);
    expect(ids.indexOf(cheap)).toBeLessThan(ids.indexOf(expensive));
    expect(data.find((p) => p.id === cheap)).toEqual({
      id: cheap,
      title: 'Naklejka',
      description: null,
      price: 0,
      stock: null,
      prize_images: [{ url: '/media/a.webp' }, { url: '/media/b.webp' }],
    });
    const one = await call(server.app, 'GET', `/api/prizes/available/${expensive}`);
    expect(((await one.json()) as Prize).title).toBe('Rower');
    await expectError(await call(server.app, 'GET', '/api/prizes/available/999999'), 404, 'NotFound');
    await expectError(await call(server.app, 'GET', '/api/prizes/available/abc'), 400, 'ValidationError');
  });

  it('buying deducts the price and creates a pending user prize; too few points → 409 NotEnoughPoints and nothing changes', async () => {
    const user = await createUser(server.db);
    const prizeId = await createPrize(server.db, { price: 150 });
    await grantPoints(server.db, user.id, 149);
    const refused = await call(server.app, 'POST', `/api/prizes/available/${prizeId}`, { user });
    expect(await expectError(refused, 409, 'NotEnoughPoints')).toBe("You don't have enough points");
    expect(await balance(user.id)).toBe(149);

    await grantPoints(server.db, user.id, 1);
    const bought = await call(server.app, 'POST', `/api/prizes/available/${prizeId}`, { user, body: {} });
    expect(bought.status).toBe(201);
    const userPrize = (await bought.json()) as UserPrize;
    expect(userPrize).toMatchObject({ status: 'pending', claim_information: null, prize: { id: prizeId, price: 150 } });
    expect(await balance(user.id)).toBe(0);
    const history = (await (await call(server.app, 'GET', '/api/prizes/points-history', { user })).json()) as PointsHistoryResponse;
    expect(history.data[0]).toMatchObject({ reason: 'buy_prize', points: -150, custom_reason: null });
    expect(history.metadata.balance).toBe(0);
  });

  it('a limited prize sells out and then answers 409 Conflict', async () => {
    const user = await createUser(server.db);
    const prizeId = await createPrize(server.db, { price: 10, stock: 1 });
    await grantPoints(server.db, user.id, 100);
    expect((await call(server.app, 'POST', `/api/prizes/available/${prizeId}`, { user })).status).toBe(201);
    await expectError(await call(server.app, 'POST', `/api/prizes/available/${prizeId}`, { user }), 409, 'Conflict');
    const [row] = await server.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, prizeId));
    expect(row?.stock).toBe(0);
    expect(await balance(user.id)).toBe(90);
  });

  it('50 parallel purchases with points for exactly 10 give 10 prizes and a balance of 0', async () => {
    const user = await createUser(server.db);
    const prizeId = await createPrize(server.db, { price: 30 });
    await grantPoints(server.db, user.id, 300);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(server.app, 'POST', `/api/prizes/available/${prizeId}`, { user })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await balance(user.id)).toBe(0);
    const [owned] = await server.db.select({ n: count() }).from(userPrizes).where(eq(userPrizes.userId, user.id));
    expect(owned?.n).toBe(10);
  }, 60_000);

  it('a repeated Idempotency-Key buys once and replays the same answer; another body → 422', async () => {
    const user = await createUser(server.db);
    const prizeId = await createPrize(server.db, { price: 20 });
    await grantPoints(server.db, user.id, 100);
    const key = newKey();
    const first = await call(server.app, 'POST', `/api/prizes/available/${prizeId}`, { user, key, body: {} });
    const again = await call(server.app, 'POST', `/api/prizes/available/${prizeId}`, { user, key, body: {} });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await balance(user.id)).toBe(80);
    await expectError(
      await call(server.app, 'POST', `/api/prizes/available/${prizeId}`, { user, key, body: { x: 1 } }),
      422,
      'IdempotencyKeyReused',
    );
  });
});

describe("the caller's prizes", () => {
  it('gives the reason of a rejected request, and none for the others', async () => {
    const owner = await createUser(server.db);
    const prizeId = await createPrize(server.db, { price: 0 });
    await server.db.insert(userPrizes).values([
      {
        userId: owner.id,
        prizeId,
        status: 'rejected',
        claimInformation: 'Rozmiar M',
        rejectionReason: 'Brak na stanie',
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        userId: owner.id,
        prizeId,
        status: 'success',
        rejectionReason: 'left from an earlier decision',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
    ]);
    const list = (await (await call(server.app, 'GET', '/api/prizes/', { user: owner })).json()) as ListResponse<UserPrize>;
    expect(list.data.map((p) => [p.status, p.claim_information, p.rejection_reason])).toEqual([
      ['rejected', 'Rozmiar M', 'Brak na stanie'],
      ['success', null, null],
    ]);
  });

  it('lists them newest first, shows one, hides other users’ as 404', async () => {
    const owner = await createUser(server.db);
    const other = await createUser(server.db);
    const first = await createPrize(server.db, { price: 0 });
    const second = await createPrize(server.db, { price: 0 });
    await server.db.insert(userPrizes).values([
      { userId: owner.id, prizeId: first, createdAt: new Date('2026-01-01T10:00:00Z') },
      { userId: owner.id, prizeId: second, status: 'success', createdAt: new Date('2026-02-01T10:00:00Z') },
    ]);
    const list = (await (await call(server.app, 'GET', '/api/prizes/', { user: owner })).json()) as ListResponse<UserPrize>;
    expect(list.data.map((p) => [p.prize.id, p.status])).toEqual([
      [second, 'success'],
      [first, 'pending'],
    ]);
    expect(list.metadata).toEqual({ pages_count: 1, count: 2 });
    const id = list.data[1]!.id;
    const one = await call(server.app, 'GET', `/api/prizes/${id}`, { user: owner });
    expect(((await one.json()) as UserPrize).prize.id).toBe(first);
    await expectError(await call(server.app, 'GET', `/api/prizes/${id}`, { user: other }), 404, 'NotFound');
    await expectError(await call(server.app, 'GET', '/api/prizes/', {}), 401, 'Unauthorized');
  });

  it('stores claim information while pending, trimmed; refuses once decided (409) and bad input (400)', async () => {
    const owner = await createUser(server.db);
    const prizeId = await createPrize(server.db, { price: 0 });
    const [pending, decided] = await server.db
      .insert(userPrizes)
      .values([
        { userId: owner.id, prizeId },
        { userId: owner.id, prizeId, status: 'rejected' },
      ])
      .returning({ id: userPrizes.id });
    const res = await call(server.app, 'POST', `/api/prizes/${pending!.id}`, {
      user: owner,
      body: { claim_information: '  ul. Długa 5, Łódź ' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as UserPrize).claim_information).toBe('ul. Długa 5, Łódź');
    await expectError(
      await call(server.app, 'POST', `/api/prizes/${decided!.id}`, { user: owner, body: { claim_information: 'x' } }),
      409,
      'Conflict',
    );
    for (const bad of [{}, { claim_information: '   ' }, { claim_information: 'x'.repeat(1001) }, { claim_information: 'a\u0000b' }]) {
      await expectError(await call(server.app, 'POST', `/api/prizes/${pending!.id}`, { user: owner, body: bad }), 400, 'ValidationError');
    }
    const [row] = await server.db
      .select()
      .from(userPrizes)
      .where(and(eq(userPrizes.id, pending!.id)));
    expect(row?.claimInformation).toBe('ul. Długa 5, Łódź');
  });
});

describe('GET /api/prizes/points-history', () => {
  it('pages the ledger newest first and reports the balance', async () => {
    const user = await createUser(server.db);
    await server.db.insert(pointsLedger).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: user.id,
        reason: 'other' as const,
        customReason: `r${i}`,
        points: 10 * (i + 1),
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      })),
    );
    const res = await call(server.app, 'GET', '/api/prizes/points-history?market_id=1&page=2&per_page=2', { user });
    const body = (await res.json()) as PointsHistoryResponse;
    expect(body.data.map((e) => e.custom_reason)).toEqual(['r2', 'r1']);
    expect(body.metadata).toEqual({ pages_count: 3, count: 5, balance: 150 });
    expect(Object.keys(body.data[0]!).sort()).toEqual(['created_at', 'custom_reason', 'id', 'points', 'reason']);
    await expectError(await call(server.app, 'GET', '/api/prizes/points-history?per_page=0', { user }), 400, 'ValidationError');
  });
});
