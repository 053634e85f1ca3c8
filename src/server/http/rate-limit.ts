import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { HttpError } from './errors';
import type { AppEnv } from './types';

export interface RateLimitRule {
  /** e.g. `login:ip:1.2.3.4` or `login:email:a@b.pl` */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit in a fixed window stored in the database (so the limit holds across app instances) and throws
 * 429 TooManyRequests with Retry-After once the window's limit is passed.
 */
export async function hitRateLimit(db: Db, { key, limit, windowMs }: RateLimitRule, now = Date.now()): Promise<void> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucketKey: key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucketKey, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  if ((row?.count ?? 0) > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    throw new HttpError('TooManyRequests', 'Too many requests, try again later', { 'Retry-After': String(retryAfter) });
  }
}

/** The caller's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY says a proxy sets it. */
export function clientIp(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) return forwardedFor.split(',')[0]?.trim() || 'unknown';
  return socketAddress ?? 'unknown';
}

/** The caller's address for rate limits (see `clientIp`). */
export function requestIp(c: Context<AppEnv>, trustProxy: boolean): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind the request (app.request() in tests): clientIp falls back to 'unknown'.
  }
  return clientIp(c.req.header('X-Forwarded-For'), socketAddress, trustProxy);
}
