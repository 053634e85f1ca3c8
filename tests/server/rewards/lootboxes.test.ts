import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lootboxes, lootboxOpenings, lootboxPrizes, pointsLedger, prizes, userPrizes } from '@/server/db/schema';
import { cryptoRandomInt, drawLine, openLootbox } from '@/server/services/lootboxes';
import { pointsBalance } from '@/server/services/points';
import type { Lootbox, LootboxOpenResult, LootboxStatus } from '@/shared/schemas/rewards';
import { useTestServer } from '../helpers/app';
import { call, createPrize, createUser, expectError, grantPoints, newKey } from '../helpers/rewards-fixtures';

const server = useTestServer();
let bronze: number;
let gold: number;
let prizeId: number;

async function createLootbox(
  title: string,
  price: number,
  lines: { points?: number; prizeId?: number; weight: number }[],
): Promise<number> {
  const [box] = await server.db
    .insert(lootboxes)
    .values({ title, price, imageUrl: `/media/${title}.webp` })
    .returning({ id: lootboxes.id });
  await server.db.insert(lootboxPrizes).values(lines.map((l) => ({ lootboxId: box!.id, ...l })));
  return box!.id;
}

beforeAll(async () => {
  prizeId = await createPrize(server.db, { price: 150, title: 'Kubek' });
  bronze = await createLootbox('bronze', 100, [
    { points: 30, weight: 60 },
    { points: 150, weight: 30 },
    { prizeId, weight: 10 },
  ]);
  gold = await createLootbox('gold', 500, [{ points: 1000, weight: 1 }]);
});

const balance = (userId: number) => pointsBalance(server.db, userId, 1);

describe('GET /api/lootboxes/ and /statuses', () => {
  it('publishes each lootbox with its odds as weight / total weight', async () => {
    const res = await call(server.app, 'GET', '/api/lootboxes/?market_id=1');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Lootbox[] };
    const box = data.find((b) => b.id === bronze);
    expect(box).toMatchObject({ title: 'bronze', price: 100, image_url: '/media/bronze.webp' });
    expect(box?.odds.map((o) => [o.kind, o.points, o.prize?.id ?? null, o.probability])).toEqual([
      ['points', 30, null, 0.6],
      ['points', 150, null, 0.3],
      ['prize', null, prizeId, 0.1],
    ]);
    expect(box?.odds[2]?.prize?.title).toBe('Kubek');
  });

  it('tells the caller which lootboxes the balance covers; guests get 401', async () => {
    const user = await createUser(server.db);
    await grantPoints(server.db, user.id, 120);
    const res = await call(server.app, 'GET', '/api/lootboxes/statuses?market_id=1', { user });
    const { data } = (await res.json()) as { data: LootboxStatus[] };
    expect(data.find((s) => s.lootbox_id === bronze)).toEqual({ lootbox_id: bronze, can_open: true, price: 100, balance: 120 });
    expect(data.find((s) => s.lootbox_id === gold)).toEqual({ lootbox_id: gold, can_open: false, price: 500, balance: 120 });
    await expectError(await call(server.app, 'GET', '/api/lootboxes/statuses'), 401, 'Unauthorized');
  });
});

describe('opening a lootbox', () => {
  it('each outcome can be forced: points go to the ledger, a prize becomes a pending user prize', async () => {
    const user = await createUser(server.db);
    await grantPoints(server.db, user.id, 300);
    const low = await openLootbox(server.db, user.id, bronze, () => 59);
    expect(low.won).toMatchObject({ kind: 'points', points: 30 });
    expect(low.balance).toBe(230);
    const mid = await openLootbox(server.db, user.id, bronze, () => 60);
    expect(mid.won).toMatchObject({ kind: 'points', points: 150 });
    expect(mid.balance).toBe(280);
    const top = await openLootbox(server.db, user.id, bronze, () => 99);
    expect(top.won).toMatchObject({ kind: 'prize', prize: { id: prizeId } });
    expect(top.user_prize).toMatchObject({ status: 'pending', prize: { id: prizeId } });
    expect(top.balance).toBe(180);
    expect(await balance(user.id)).toBe(180);

    const ledger = await server.db
      .select({ reason: pointsLedger.reason, points: pointsLedger.points })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, user.id))
      .orderBy(pointsLedger.id);
    expect(ledger.slice(1)).toEqual([
      { reason: 'buy_lootbox', points: -100 },
      { reason: 'lootbox_points_prize', points: 30 },
      { reason: 'buy_lootbox', points: -100 },
      { reason: 'lootbox_points_prize', points: 150 },
      { reason: 'buy_lootbox', points: -100 },
    ]);
    const [openings] = await server.db.select({ n: count() }).from(lootboxOpenings).where(eq(lootboxOpenings.userId, user.id));
    expect(openings?.n).toBe(3);
  });

  it('draws roughly by the published weights', () => {
    const hits = [0, 0, 0];
    const draws = 20_000;
    for (let i = 0; i < draws; i++) hits[drawLine([60, 30, 10], cryptoRandomInt)]! += 1;
    expect(hits[0]! / draws).toBeCloseTo(0.6, 1);
    expect(hits[1]! / draws).toBeCloseTo(0.3, 1);
    expect(hits[2]! / draws).toBeCloseTo(0.1, 1);
    expect(() => drawLine([1, 1], () => 2)).toThrow();
  });

  it('leaves an out-of-stock prize out of the odds and the draw', async () => {
    const limited = await createPrize(server.db, { price: 10, stock: 0 });
    const box = await createLootbox('limited', 10, [
      { points: 5, weight: 3 },
      { prizeId: limited, weight: 1 },
    ]);
    const { data } = (await (await call(server.app, 'GET', '/api/lootboxes/')).json()) as { data: Lootbox[] };
    expect(data.find((b) => b.id === box)?.odds).toMatchObject([{ kind: 'points', points: 5, probability: 1 }]);
    const user = await createUser(server.db);
    await grantPoints(server.db, user.id, 10);
    const result = await openLootbox(server.db, user.id, box, (max) => max - 1);
    expect(result.won.kind).toBe('points');
  });

  it('POST /api/lootboxes/{id}/open answers what was won with the odds; too few points → 409 and nothing changes', async () => {
    const user = await createUser(server.db);
    await grantPoints(server.db, user.id, 600);
    const res = await call(server.app, 'POST', `/api/lootboxes/${gold}/open`, { user });
    expect(res.status).toBe(201);
    const body = (await res.json()) as LootboxOpenResult;
    expect(body).toMatchObject({ lootbox_id: gold, price: 500, won: { kind: 'points', points: 1000 }, user_prize: null, balance: 1100 });
    expect(body.odds).toHaveLength(1);

    const poor = await createUser(server.db);
    await grantPoints(server.db, poor.id, 99);
    expect(
      await expectError(await call(server.app, 'POST', `/api/lootboxes/${bronze}/open`, { user: poor, body: {} }), 409, 'NotEnoughPoints'),
    ).toBe("You don't have enough points");
    expect(await balance(poor.id)).toBe(99);
    const [openings] = await server.db.select({ n: count() }).from(lootboxOpenings).where(eq(lootboxOpenings.userId, poor.id));
    expect(openings?.n).toBe(0);
    await expectError(await call(server.app, 'POST', '/api/lootboxes/999999/open', { user }), 404, 'NotFound');
  });

  it('a repeated Idempotency-Key opens once and replays the same draw', async () => {
    const user = await createUser(server.db);
    await grantPoints(server.db, user.id, 1000);
    const key = newKey();
    const first = await call(server.app, 'POST', `/api/lootboxes/${bronze}/open`, { user, key });
    const again = await call(server.app, 'POST', `/api/lootboxes/${bronze}/open`, { user, key });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const [openings] = await server.db.select({ n: count() }).from(lootboxOpenings).where(eq(lootboxOpenings.userId, user.id));
    expect(openings?.n).toBe(1);
  });

  it('parallel openings never spend more than the balance', async () => {
    const onlyPrize = await createLootbox('prize-only', 100, [{ prizeId, weight: 1 }]);
    const user = await createUser(server.db);
    await grantPoints(server.db, user.id, 300);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(server.app, 'POST', `/api/lootboxes/${onlyPrize}/open`, { user })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(await balance(user.id)).toBe(0);
    const [won] = await server.db.select({ n: count() }).from(userPrizes).where(eq(userPrizes.userId, user.id));
    expect(won?.n).toBe(3);
    const [stock] = await server.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, prizeId));
    expect(stock?.stock).toBeNull();
  }, 30_000);
});
