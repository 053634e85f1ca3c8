import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Lootbox, LootboxOdd, LootboxOpenResult, LootboxStatus, UserPrize } from '@/shared/schemas/rewards';
import type { Db, Tx } from '../db/client';
import { lootboxes, lootboxOpenings, lootboxPrizes, prizes } from '../db/schema';
import { AppError } from '../platform/errors';
import { addPoints, pointsBalance, spendPoints } from './points';
import { grantPrize, prizesByIds } from './prizes';

type Executor = Db | Tx;

/** A uniform integer in [0, maxExclusive). Injectable so tests can force each outcome. */
export type RandomInt = (maxExclusive: number) => number;

/** Unpredictable by default: a lootbox is a paid draw, so Math.random's guessable sequence will not do. */
export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

interface WeightedOdd {
  odd: LootboxOdd;
  weight: number;
}

/**
 * The published table of each lootbox. A prize line whose prize is out of stock cannot be won, so it is left
 * out of the table and the draw alike, and the probabilities always add up to 1 over what can really come out.
 */
async function oddsByLootbox(db: Executor, lootboxIds: number[]): Promise<Map<number, WeightedOdd[]>> {
  const lines =
    lootboxIds.length === 0
      ? []
      : await db
          .select({
            id: lootboxPrizes.id,
            lootboxId: lootboxPrizes.lootboxId,
            prizeId: lootboxPrizes.prizeId,
            points: lootboxPrizes.points,
            weight: lootboxPrizes.weight,
          })
          .from(lootboxPrizes)
          .leftJoin(prizes, eq(prizes.id, lootboxPrizes.prizeId))
          .where(
            and(
              inArray(lootboxPrizes.lootboxId, lootboxIds),
              or(isNull(lootboxPrizes.prizeId), isNull(prizes.stock), sql`${prizes.stock} > 0`),
            ),
          )
          .orderBy(asc(lootboxPrizes.id));
  const prizeMap = await prizesByIds(
    db,
    lines.flatMap((l) => (l.prizeId === null ? [] : [l.prizeId])),
  );
  const out = new Map<number, WeightedOdd[]>(lootboxIds.map((id) => [id, []]));
  for (const id of lootboxIds) {
    const own = lines.filter((l) => l.lootboxId === id);
    const total = own.reduce((sum, l) => sum + l.weight, 0);
    for (const line of own) {
      const prize = line.prizeId === null ? undefined : prizeMap.get(line.prizeId);
      const probability = line.weight / total;
      const odd: LootboxOdd | null = prize
        ? { id: line.id, kind: 'prize', prize, points: null, probability }
        : line.points !== null
          ? { id: line.id, kind: 'points', prize: null, points: line.points, probability }
          : null;
      if (odd) out.get(id)?.push({ odd, weight: line.weight });
    }
  }
  return out;
}

/** Index of the drawn line: each line wins with probability weight / total weight. */
export function drawLine(weights: number[], random: RandomInt): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let ticket = random(total);
  for (const [index, weight] of weights.entries()) {
    if (ticket < weight) return index;
    ticket -= weight;
  }
  throw new Error(`random source answered outside [0, ${total})`);
}

/** GET /api/lootboxes/: the market's lootboxes with their published odds, cheapest first. */
export async function listLootboxes(db: Db, marketId: number): Promise<{ data: Lootbox[] }> {
  const rows = await db.select().from(lootboxes).where(eq(lootboxes.marketId, marketId)).orderBy(asc(lootboxes.price), asc(lootboxes.id));
  const odds = await oddsByLootbox(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title,
      image_url: r.imageUrl,
      price: r.price,
      odds: (odds.get(r.id) ?? []).map((o) => o.odd),
    })),
  };
}

/** GET /api/lootboxes/statuses: whether the caller's balance covers each lootbox of the market. */
export async function lootboxStatuses(db: Db, userId: number, marketId: number): Promise<{ data: LootboxStatus[] }> {
  const [rows, balance] = await Promise.all([
    db
      .select({ id: lootboxes.id, price: lootboxes.price })
      .from(lootboxes)
      .where(eq(lootboxes.marketId, marketId))
      .orderBy(asc(lootboxes.price), asc(lootboxes.id)),
    pointsBalance(db, userId, marketId),
  ]);
  return { data: rows.map((r) => ({ lootbox_id: r.id, can_open: balance >= r.price, price: r.price, balance })) };
}

/**
 * POST /api/lootboxes/{id}/open. One transaction: lock the user, check and deduct the price, draw, record the
 * opening and grant what was won (a pending user prize, or points on the ledger). Any failure undoes all of it.
 */
export async function openLootbox(
  db: Db,
  userId: number,
  lootboxId: number,
  random: RandomInt = cryptoRandomInt,
): Promise<LootboxOpenResult> {
  return db.transaction(async (tx) => {
    const [box] = await tx.select().from(lootboxes).where(eq(lootboxes.id, lootboxId));
    if (!box) throw new AppError('NotFound', `Lootbox ${lootboxId} does not exist`);
    const table = (await oddsByLootbox(tx, [box.id])).get(box.id) ?? [];
    if (table.length === 0) throw new AppError('Conflict', 'This lootbox has nothing left to win');
    let balance = await spendPoints(tx, { userId, marketId: box.marketId, price: box.price, reason: 'buy_lootbox' });

    const won =
      table[
        drawLine(
          table.map((l) => l.weight),
          random,
        )
      ];
    if (!won) throw new Error('draw picked no line');
    let userPrize: UserPrize | null = null;
    if (won.odd.kind === 'prize') {
      userPrize = await grantPrize(tx, userId, won.odd.prize);
    } else {
      await addPoints(tx, { userId, marketId: box.marketId, points: won.odd.points, reason: 'lootbox_points_prize' });
      balance += won.odd.points;
    }
    const [opening] = await tx
      .insert(lootboxOpenings)
      .values({ lootboxId: box.id, userId, lootboxPrizeId: won.odd.id })
      .returning({ id: lootboxOpenings.id });
    if (!opening) throw new Error('insert into lootbox_openings returned no row');
    return {
      opening_id: opening.id,
      lootbox_id: box.id,
      price: box.price,
      won: won.odd,
      user_prize: userPrize,
      balance,
      odds: table.map((l) => l.odd),
    };
  });
}
