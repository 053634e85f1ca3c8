import { and, eq, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { verifyAccessToken } from '../auth/jwt';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from './errors';
import type { AppEnv } from './types';

/**
 * Reads `Authorization: Bearer <access JWT>` into `c.var.userId` (null for guests). A token that is present but
 * invalid or expired answers 401 everywhere, so the client refreshes once and retries instead of silently
 * browsing as a guest.
 */
export function authenticate(secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    // /auth/* never acts on the caller's identity, and a client refreshing after a long pause still sends its
    // expired access token: judging it there would answer 401 to the very call that renews it.
    if (!header || c.req.path.startsWith('/api/auth/')) {
      c.set('userId', null);
      return next();
    }
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header);
    const userId = match?.[1] ? await verifyAccessToken(match[1], secret) : null;
    if (userId === null) throw new HttpError('Unauthorized', 'The access token is invalid or expired');
    c.set('userId', userId);
    return next();
  };
}

/** The signed-in caller's id, checked against the database so a deleted account's last token stops working at once. */
export async function requireUser(c: Context<AppEnv>, db: Db): Promise<number> {
  const userId = c.get('userId');
  if (userId === null || userId === undefined) throw new HttpError('Unauthorized', 'Sign in to do this');
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new HttpError('Unauthorized', 'The account no longer exists');
  return userId;
}

/**
 * Route middleware for signed-in routes. Guests get 401 before validation and before the idempotency
 * bookkeeping, so a guest's attempt is never stored as the answer of a key.
 */
export function signedIn(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireUser(c, db);
    await next();
  };
}

/** The caller's id once `signedIn` has run. */
export function callerId(c: Context<AppEnv>): number {
  const userId = c.get('userId');
  if (userId === null) throw new HttpError('Unauthorized', 'Sign in to do this');
  return userId;
}
