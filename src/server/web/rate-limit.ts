import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { Env } from '../platform/env';
import { ipv4Text, ipv6Bytes, ipv6Groups, plainAddress } from '../platform/ip-address';
import type { RateWindow } from '../platform/rate-limits';
import { hitRateLimit } from '../services/rate-limit-store';
import { standingOfUser } from '../services/standing';
import { requireUser } from './auth';
import type { AppEnv } from './types';

/** What counting needs: the database of the counters, and the proxy settings that say who the client is. */
interface LimitDeps {
  db: Db;
  env: Pick<Env, 'TRUST_PROXY' | 'TRUST_PROXY_HOPS'>;
}

type Windows = RateWindow | readonly RateWindow[];

/**
 * Who a limit counts, each with its windows from RATE_LIMITS: the signed-in caller (mount after `signedIn`), the
 * caller while its standing is new (members and regulars pass uncounted), the client's address, or the `email` of
 * the validated JSON body (mount after `validateJson`).
 */
export interface LimitedBy {
  user?: Windows;
  newUser?: Windows;
  ip?: Windows;
  email?: Windows;
}

/** The JSON body a limit by e-mail reads its address from. */
interface EmailInput {
  out: { json: { email: string } };
}

/**
 * The one form of a rate limit: route middleware that counts one request of `name` for each subject of `by`, in
 * the database (a limit holds across app instances), and answers 429 with Retry-After past any window. A counter's
 * key is `name:subject:id`, with the window's length after the name when a subject has several windows. Mount it
 * after `idempotent` (a replayed request, already answered, costs nothing) and after the validators (a malformed
 * request is refused for free), unless every attempt is to count.
 */
export function rateLimit(deps: LimitDeps, name: string, by: LimitedBy & { email: Windows }): MiddlewareHandler<AppEnv, string, EmailInput>;
export function rateLimit(deps: LimitDeps, name: string, by: Omit<LimitedBy, 'email'>): MiddlewareHandler<AppEnv>;
export function rateLimit({ db, env }: LimitDeps, name: string, by: LimitedBy): MiddlewareHandler<AppEnv, string, EmailInput> {
  return async (c, next) => {
    const count = async (subject: string, id: string, windows: Windows) => {
      const several = isList(windows);
      for (const rule of several ? windows : [windows]) {
        const key = several ? `${name}:${rule.windowMs}:${subject}:${id}` : `${name}:${subject}:${id}`;
        await hitRateLimit(db, { key, limit: rule.limit, windowMs: rule.windowMs });
      }
    };
    if (by.ip) await count('ip', requestIp(c, env), by.ip);
    if (by.user) await count('user', String(requireUser(c)), by.user);
    if (by.newUser) {
      const userId = requireUser(c);
      if ((await standingOfUser(db, userId, new Date())) === 'new') await count('user', String(userId), by.newUser);
    }
    if (by.email) await count('email', c.req.valid('json').email.toLowerCase(), by.email);
    await next();
  };
}

function isList(windows: Windows): windows is readonly RateWindow[] {
  return Array.isArray(windows);
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
