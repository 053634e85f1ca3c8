import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from '../platform/errors';
import type { RateWindow } from '../platform/rate-limits';

/** One counted limit: its counter's key (e.g. `auth:login:ip:1.2.3.4`) and its window (see RATE_LIMITS). */
export interface RateLimitRule extends RateWindow {
  key: string;
}

/** Counter windows older than this are useless (the longest window is a day) and are deleted. */
const COUNTER_RETENTION_MS = 48 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweepAt = 0;

/**
 * Deletes old rate-limit windows at most once per SWEEP_EVERY_MS per process: one indexed DELETE now and then keeps
 * the table small without a scheduler. Several instances sweeping is harmless.
 */
async function sweepOldWindows(db: Db, now: number): Promise<void> {
  if (now - lastSweepAt < SWEEP_EVERY_MS) return;
  lastSweepAt = now;
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now - COUNTER_RETENTION_MS)));
}

/** Counts one hit of `key` in the fixed window holding `now` (one upsert) and answers the window's count with it. */
async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<{ count: number; windowStart: Date }> {
  await sweepOldWindows(db, now);
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucketKey: key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucketKey, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return { count: row?.count ?? 0, windowStart };
}

/**
 * Counts one hit in a fixed window stored in the database (so the limit holds across app instances) and throws
 * 429 TooManyRequests with Retry-After once the window's limit is passed.
 */
export async function hitRateLimit(db: Db, { key, limit, windowMs }: RateLimitRule, now = Date.now()): Promise<void> {
  const { count, windowStart } = await countHit(db, key, windowMs, now);
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    throw new AppError('TooManyRequests', 'Too many requests, try again later', { retryAfterS: retryAfter });
  }
}

/**
 * Adds `delta` to the fixed window holding `now` (or to the window a reservation returned) and answers that window's
 * start, so a reservation can be given back to the window it was taken from.
 */
export async function addToWindow(db: Db, key: string, windowMs: number, delta: number, now = Date.now(), at?: Date): Promise<Date> {
  const windowStart = at ?? new Date(Math.floor(now / windowMs) * windowMs);
  await db
    .insert(rateLimitCounters)
    .values({ bucketKey: key, windowStart, count: delta })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucketKey, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + ${delta}` },
    });
  return windowStart;
}

/**
 * The hits of `key` in every window that overlaps the last `spanMs` (a window that began just before the span still
 * counts whole, so the total never undercounts any span of that length), and when the oldest of them stops counting.
 */
export async function recentCount(
  db: Db,
  key: string,
  { windowMs, spanMs }: { windowMs: number; spanMs: number },
  now = Date.now(),
): Promise<{ count: number; oldestWindowEnd: number }> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int`,
      oldest: sql<Date | string | null>`min(${rateLimitCounters.windowStart}) filter (where ${rateLimitCounters.count} > 0)`,
    })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.bucketKey, key), gt(rateLimitCounters.windowStart, new Date(now - spanMs - windowMs))));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
  return { count: row?.count ?? 0, oldestWindowEnd: oldest + windowMs };
}

/** True for the first hit of `key` in its window: counters that count one event per caller per window use it. */
export async function firstInWindow(db: Db, key: string, windowMs: number, now = Date.now()): Promise<boolean> {
  return (await countHit(db, key, windowMs, now)).count === 1;
}

/** The hits of `key` in the fixed window holding `now`, counting none. */
export async function windowCount(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.bucketKey, key), eq(rateLimitCounters.windowStart, windowStart)));
  return row?.count ?? 0;
}

/** Counts one hit like `hitRateLimit`, but answers whether it was within the limit instead of throwing. */
export async function countedWithin(db: Db, { key, limit, windowMs }: RateLimitRule, now = Date.now()): Promise<boolean> {
  return (await countHit(db, key, windowMs, now)).count <= limit;
}
