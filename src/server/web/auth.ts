import type { Context, MiddlewareHandler } from 'hono';
import type { OperatorRole } from '@/shared/schemas/moderation';
import { verifyAccessToken } from '../auth/jwt';
import { liveSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { roleOfUser } from '../services/moderation-roles';
import type { AppEnv } from './types';

/**
 * Writes a suspended member keeps: deleting the account and the re-authentication code it may need,
 * appealing, marking inbox items read (reading the statement of reasons), turning notifications down, and what every
 * visit sends (the anonymous device, banner impressions, coupon clicks), so reading works as for anyone. Signing in
 * and out and refreshing tokens live under /api/auth/, which never reaches the check. Paths without a trailing slash.
 */
const WRITES_WHILE_SUSPENDED: readonly RegExp[] = [
  /^DELETE \/api\/users$/,
  /^POST \/api\/users\/reauth-code$/,
  /^POST \/api\/moderation\/appeals$/,
  /^POST \/api\/inbox\/(?:\d+\/read|read-all)$/,
  /^PUT \/api\/users\/notification-settings$/,
  /^DELETE \/api\/users\/push-subscriptions$/,
  /^POST \/api\/anonymous$/,
  /^POST \/api\/banners\/\d+$/,
  /^POST \/api\/coupons\/\d+\/click$/,
];

/**
 * Every other write of a suspended account answers 403 AccountSuspended with the end date, here, once for all
 * routes. A suspension whose end has passed stops by itself: nothing has to clear the column.
 */
function refuseSuspendedWrite(method: string, path: string, suspendedUntil: Date | null, now: Date): void {
  if (suspendedUntil === null || suspendedUntil <= now) return;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  const call = `${method} ${path.replace(/\/+$/, '')}`;
  if (WRITES_WHILE_SUSPENDED.some((allowed) => allowed.test(call))) return;
  const until = suspendedUntil.toISOString();
  throw new AppError('AccountSuspended', `Your account is suspended until ${until}: you can read, appeal or delete it, but not write`, {
    details: { suspended_until: until },
  });
}

/**
 * Reads `Authorization: Bearer <access JWT>` into `c.var.userId` (null for guests). A token that is present but
 * invalid, expired or of an ended session answers 401 everywhere, so the client refreshes once and retries instead
 * of silently browsing as a guest.
 */
export function authenticate(secret: string, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    // /auth/* never acts on the caller's identity, and a client refreshing after a long pause still sends its
    // expired access token: judging it there would answer 401 to the very call that renews it.
    if (!header || c.req.path.startsWith('/api/auth/')) {
      c.set('userId', null);
      return next();
    }
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header);
    const identity = match?.[1] ? await verifyAccessToken(match[1], secret) : null;
    if (identity === null) throw new AppError('Unauthorized', 'The access token is invalid or expired');
    const session = await liveSession(db, identity.userId, identity.familyId);
    if (!session) throw new AppError('Unauthorized', 'This session has ended');
    refuseSuspendedWrite(c.req.method, c.req.path, session.suspendedUntil, new Date());
    c.set('userId', identity.userId);
    return next();
  };
}

/** The signed-in caller's id (`authenticate` has already checked that the session and the account live). */
export function requireUser(c: Context<AppEnv>): number {
  const userId = c.get('userId');
  if (userId === null || userId === undefined) throw new AppError('Unauthorized', 'Sign in to do this');
  return userId;
}

/**
 * Route middleware for signed-in routes. Guests get 401 before validation and before the idempotency
 * bookkeeping, so a guest's attempt is never stored as the answer of a key.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/**
 * Route middleware for operator (moderator and admin) routes: guests get 401, members and other roles 403, before
 * validation. The role is read from the account on every request (admins from ADMIN_EMAILS), never from the token, so a
 * removed role ends at once. `c.var.operator` then names the caller and the role they acted in.
 */
export function requireRole(db: Db, adminEmails: readonly string[], ...allowed: OperatorRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const userId = requireUser(c);
    const role = await roleOfUser(db, userId, adminEmails);
    if (role === null || role === 'member' || !allowed.includes(role)) {
      throw new AppError('Forbidden', `Only ${allowed.join(' or ')} accounts may do this`);
    }
    c.set('operator', { id: userId, role });
    await next();
  };
}

/** The operator `requireRole` let through. */
export function requireOperator(c: Context<AppEnv>): { id: number; role: OperatorRole } {
  const operator = c.get('operator');
  if (!operator) throw new Error('requireOperator used on a route without requireRole');
  return operator;
}
