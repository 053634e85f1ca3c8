import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { Env } from '../platform/env';
import { RATE_LIMITS, type NewAccountAction, type UserAction } from '../platform/rate-limits';
import { hitRateLimit } from '../services/rate-limit-store';
import { standingOfUser } from '../services/standing';
import type { AppEnv } from './types';

/**
 * Route middleware counting one `action` of the signed-in caller; 429 with Retry-After past a limit. Mount it after
 * `idempotent` (a replayed request, already answered, costs nothing) and after the validators (a malformed request
 * is refused for free).
 */
export function limitUserAction(db: Db, action: UserAction): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const userId = c.get('userId');
    if (userId !== null) {
      for (const rule of RATE_LIMITS.userActions[action]) {
        await hitRateLimit(db, { key: `action:${action}:${rule.windowMs}:user:${userId}`, ...rule });
      }
    }
    await next();
  };
}

/**
 * Route middleware counting one `action` of a signed-in caller whose standing is new (one primary-key read) against
 * RATE_LIMITS.newAccountActions, on its own counters; members and regulars pass without a count. Mount it after
 * `limitUserAction`.
 */
export function limitNewAccountAction(db: Db, action: NewAccountAction): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const userId = c.get('userId');
    if (userId !== null && (await standingOfUser(db, userId, new Date())) === 'new') {
      for (const rule of RATE_LIMITS.newAccountActions[action]) {
        await hitRateLimit(db, { key: `action:new:${action}:${rule.windowMs}:user:${userId}`, ...rule });
      }
    }
    await next();
  };
}

/**
 * The rate-limit identity of an address: IPv4 as it is, IPv4-mapped IPv6 as its IPv4, and any other IPv6 address
 * as its /64 network, since one subscriber line gets a whole /64 and could otherwise rotate through it at will.
 */
export function addressKey(address: string): string {
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(':')) return plain || 'unknown';
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; the /64 never reaches it, so a placeholder length is enough.
  const tailLength = tailGroups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = plain.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailLength)).fill('0'), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? g.replace(/^0+(?=.)/, '') : '0'));
  return `${prefix.join(':')}::/64`;
}

/**
 * The caller's address. Behind TRUST_PROXY, each trusted proxy appends the address it received the request from to
 * X-Forwarded-For, so the client is the entry `hops` places from the right; anything further left was written by the
 * client itself and is never believed. Without a proxy, the socket's address.
 */
export function clientIp(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  { trustProxy, hops }: { trustProxy: boolean; hops: number },
): string {
  if (trustProxy && forwardedFor) {
    const entries = forwardedFor.split(',').map((entry) => entry.trim());
    // Fewer entries than trusted proxies means the request skipped one: the socket's address is all that is known.
    const client = entries.length >= hops ? entries[entries.length - hops] : undefined;
    if (client) return addressKey(client);
  }
  return socketAddress ? addressKey(socketAddress) : 'unknown';
}

/** The caller's address for rate limits (see `clientIp`). */
export function requestIp(c: Context<AppEnv>, env: Pick<Env, 'TRUST_PROXY' | 'TRUST_PROXY_HOPS'>): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind the request (app.request() in tests): clientIp falls back to 'unknown'.
  }
  return clientIp(c.req.header('X-Forwarded-For'), socketAddress, { trustProxy: env.TRUST_PROXY, hops: env.TRUST_PROXY_HOPS });
}
