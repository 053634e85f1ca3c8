import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { Env } from '../platform/env';
import { ipv4Text, ipv6Bytes, ipv6Groups, plainAddress } from '../platform/ip-address';
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

const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/**
 * The rate-limit identity of an address: IPv4 as it is, IPv4-mapped IPv6 as its IPv4, and any other IPv6 address
 * as its /64 network, since one subscriber line gets a whole /64 and could otherwise rotate through it at will.
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address);
  const bytes = ipv6Bytes(plain);
  if (!bytes) return plain || 'unknown';
  if (IPV4_MAPPED.check(plain, 'ipv6')) return ipv4Text(bytes.subarray(12));
  return `${ipv6Groups(bytes.subarray(0, 8))}::/64`;
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
