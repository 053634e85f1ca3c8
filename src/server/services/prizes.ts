import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListResponse } from '@/shared/schemas/common';
import type { Prize, UserPrize, UserPrizeStatus } from '@/shared/schemas/rewards';
import type { Db, Tx } from '../db/client';
import { prizeImages, prizes, userPrizes } from '../db/schema';
import { AppError } from '../platform/errors';
import { spendPoints } from './points';

type Executor = Db | Tx;
type PrizeRow = typeof prizes.$inferSelect;
type UserPrizeRow = typeof userPrizes.$inferSelect;

/** Prizes by id with their images in position order. */
export async function prizesByIds(db: Executor, ids: number[]): Promise<Map<number, Prize>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, images] = await Promise.all([
    db.select().from(prizes).where(inArray(prizes.id, unique)),
    db
      .select({ prizeId: prizeImages.prizeId, url: prizeImages.url })
      .from(prizeImages)
      .where(inArray(prizeImages.prizeId, unique))
      .orderBy(asc(prizeImages.position), asc(prizeImages.id)),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      toPrize(
        row,
        images.filter((i) => i.prizeId === row.id),
      ),
    ]),
  );
}

function toPrize(row: PrizeRow, images: { url: string }[]): Prize {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    stock: row.stock,
    prize_images: images.map((i) => ({ url: i.url })),
  };
}

function toUserPrize(row: UserPrizeRow, prize: Prize): UserPrize {
  return {
    id: row.id,
    prize,
    status: row.status as UserPrizeStatus,
    created_at: row.createdAt.toISOString(),
    claim_information: row.claimInformation,
    rejection_reason: row.status === 'rejected' ? row.rejectionReason : null,
  };
}

async function withPrizes(db: Executor, rows: UserPrizeRow[]): Promise<UserPrize[]> {
  const byId = await prizesByIds(
    db,
    rows.map((r) => r.prizeId),
  );
  return rows.flatMap((row) => {
    const prize = byId.get(row.prizeId);
    return prize ? [toUserPrize(row, prize)] : [];
  });
}

/** GET /api/prizes/available: the market's prizes, cheapest first. */
export async function listAvailablePrizes(db: Db, marketId: number): Promise<{ data: Prize[] }> {
  const rows = await db
    .select({ id: prizes.id })
    .from(prizes)
    .where(eq(prizes.marketId, marketId))
    .orderBy(asc(prizes.price), asc(prizes.id));
  const byId = await prizesByIds(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.flatMap((r) => byId.get(r.id) ?? []) };
}

/** A prize of the catalogue; null for an unknown one. */
export async function findPrize(db: Db, id: number): Promise<Prize | null> {
  return (await prizesByIds(db, [id])).get(id) ?? null;
}

/** GET /api/prizes/available/{id}: as findPrize, an unknown prize answers 404. */
export async function getPrize(db: Db, id: number): Promise<Prize> {
  const prize = await findPrize(db, id);
  if (!prize) throw new AppError('NotFound', `Prize ${id} does not exist`);
  return prize;
}

/**
 * Takes one item of a limited prize; false when none is left. A single conditional UPDATE, so two parallel buyers
 * of the last item cannot both get it.
 */
export async function takeFromStock(tx: Tx, prizeId: number): Promise<boolean> {
  const rows = await tx
    .update(prizes)
    .set({ stock: sql`${prizes.stock} - 1` })
    .where(and(eq(prizes.id, prizeId), sql`${prizes.stock} > 0`))
    .returning({ id: prizes.id });
  return rows.length > 0;
}

/**
 * Creates the user's pending prize inside the caller's transaction (a purchase or a lootbox win). `pointsSpent` is
 * what the prize itself cost, kept for a rejection to give back: a dealbox win cost none (the box was the purchase).
 */
export async function grantPrize(tx: Tx, userId: number, prize: Prize, pointsSpent = 0): Promise<UserPrize> {
  if (prize.stock !== null && !(await takeFromStock(tx, prize.id))) {
    throw new AppError('Conflict', 'This prize is out of stock');
  }
  const [row] = await tx.insert(userPrizes).values({ userId, prizeId: prize.id, status: 'pending', pointsSpent }).returning();
  if (!row) throw new Error('insert into user_prizes returned no row');
  return toUserPrize(row, { ...prize, stock: prize.stock === null ? null : prize.stock - 1 });
}

/** POST /api/prizes/available/{id}: the deduction, the stock and the pending user prize in one transaction. */
export async function buyPrize(db: Db, userId: number, prizeId: number): Promise<UserPrize> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ marketId: prizes.marketId }).from(prizes).where(eq(prizes.id, prizeId));
    const prize = row ? (await prizesByIds(tx, [prizeId])).get(prizeId) : undefined;
    if (!row || !prize) throw new AppError('NotFound', `Prize ${prizeId} does not exist`);
    // Out of stock is answered before the balance: buying would fail either way and this is the truer reason.
    if (prize.stock === 0) throw new AppError('Conflict', 'This prize is out of stock');
    await spendPoints(tx, { userId, marketId: row.marketId, price: prize.price, reason: 'buy_prize' });
    return grantPrize(tx, userId, prize, prize.price);
  });
}

/** GET /api/prizes/: the caller's prizes, newest first. */
export async function listUserPrizes(db: Db, userId: number, q: { page: number; per_page: number }): Promise<ListResponse<UserPrize>> {
  const where = eq(userPrizes.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userPrizes)
      .where(where)
      .orderBy(desc(userPrizes.createdAt), desc(userPrizes.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(userPrizes).where(where),
  ]);
  const n = total?.n ?? 0;
  return { data: await withPrizes(db, rows), metadata: { pages_count: Math.ceil(n / q.per_page), count: n } };
}

const userPrizeNotFound = (id: number) => new AppError('NotFound', `Prize request ${id} does not exist`);

/** GET /api/prizes/{id}: only the caller's own; another user's answers 404 like a missing one (no probing). */
export async function getUserPrize(db: Db, userId: number, id: number): Promise<UserPrize> {
  const rows = await db
    .select()
    .from(userPrizes)
    .where(and(eq(userPrizes.id, id), eq(userPrizes.userId, userId)));
  const [prize] = await withPrizes(db, rows);
  if (!prize) throw userPrizeNotFound(id);
  return prize;
}

/** POST /api/prizes/{id}: claim information can change while the request is pending, not after it was decided. */
export async function setClaimInformation(db: Db, userId: number, id: number, claimInformation: string): Promise<UserPrize> {
  const own = and(eq(userPrizes.id, id), eq(userPrizes.userId, userId));
  const updated = await db
    .update(userPrizes)
    .set({ claimInformation })
    .where(and(own, eq(userPrizes.status, 'pending')))
    .returning();
  if (updated.length === 0) {
    const [existing] = await db.select({ status: userPrizes.status }).from(userPrizes).where(own);
    if (!existing) throw userPrizeNotFound(id);
    throw new AppError('Conflict', 'This prize request was already decided');
  }
  const [prize] = await withPrizes(db, updated);
  if (!prize) throw userPrizeNotFound(id);
  return prize;
}
