import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../platform/errors';
import type { AppEnv } from './types';

/** Stored answers are kept a week: long enough for a phone that queued actions on a week without signal. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\w:-]{8,128}$/;
const IN_FLIGHT_TIMEOUT_MS = 60_000;
const REPLAY_HEADER = 'Idempotent-Replayed';

/**
 * `Idempotency-Key` support for one mutation route, so a replayed offline queue never applies an action twice. The
 * first request with a key runs and its answer (any status below 500 except 400 and 429) is stored; a repeat with the
 * same body replays that answer without running the handler again; the same key with another body answers 422. A repeat
 * that arrives while the first is still running answers 409 IdempotencyKeyInFlight, which the client's queue retries. A
 * 5xx is not stored, so the action can be tried again, and neither is a 400: a refused request did nothing, and a
 * corrected body may come with the same key. Keys are scoped per user (guests share scope 0) and per method and path.
 * Must run after `authenticate` and after the route's validators, so a body that fails them never claims a key (a
 * stream of invalid bodies with fresh keys would otherwise write a row each).
 */
export function idempotent(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new AppError('ValidationError', 'Idempotency-Key must be 8 to 128 letters, digits, "-", "_" or ":"');
    }
    const userId = c.get('userId') ?? 0;
    const method = c.req.method;
    const path = c.req.path.replace(/\/+$/, '');
    const body = await c.req.text();
    const requestHash = createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');

    const scope = and(
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.method, method),
      eq(idempotencyKeys.path, path),
      eq(idempotencyKeys.key, key),
    );

    // A first attempt that died mid-way (process killed) must not block its key forever.
    await db
      .delete(idempotencyKeys)
      .where(
        and(scope, isNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.createdAt, new Date(Date.now() - IN_FLIGHT_TIMEOUT_MS))),
      );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ key, userId, method, path, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });

    if (claimed.length === 0) {
      const [stored] = await db.select().from(idempotencyKeys).where(scope).limit(1);
      if (!stored) throw new AppError('IdempotencyKeyInFlight', 'The first request with this key is still running');
      if (stored.requestHash !== requestHash) {
        throw new AppError('IdempotencyKeyReused', 'This Idempotency-Key was already used with another request');
      }
      if (stored.responseStatus === null) {
        throw new AppError('IdempotencyKeyInFlight', 'The first request with this key is still running', { retryAfterS: 1 });
      }
      c.header(REPLAY_HEADER, 'true');
      c.header('Cache-Control', 'no-store');
      if (stored.responseStatus === 204) return c.body(null, 204);
      return c.json(stored.responseBody, stored.responseStatus as ContentfulStatusCode);
    }

    try {
      await next();
    } catch (error) {
      await db.delete(idempotencyKeys).where(scope);
      throw error;
    }
    const status = c.res.status;
    // A 5xx or a rate limit says nothing about the action itself, and a 400 (a service's own validation) says the
    // request was refused as it stood: free the key so a later retry, or a corrected body, runs it.
    if (status >= 500 || status === 429 || status === 400) {
      await db.delete(idempotencyKeys).where(scope);
      return;
    }
    const isJson = (c.res.headers.get('Content-Type') ?? '').includes('application/json');
    const responseBody: unknown = isJson ? await c.res.clone().json() : null;
    await db.update(idempotencyKeys).set({ responseStatus: status, responseBody }).where(scope);
    // Housekeeping rides on writes (about one in a hundred), so no separate job is needed to drop old keys.
    if (Math.random() < 0.01) {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
    }
  };
}
