import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { USERNAME_MAX, USERNAME_MIN } from '@/shared/constants';
import type {
  AppleBodySchema,
  CheckCodeBodySchema,
  FacebookBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  TokenPair,
  VerifyEmailBodySchema,
} from '@/shared/schemas/auth';
import { verifyAppleIdentityToken } from '../auth/apple';
import { checkCode, issueCode } from '../auth/codes';
import { verifyFacebookToken } from '../auth/facebook';
import { signAccessToken } from '../auth/jwt';
import { hashPassword, verifyPassword } from '../auth/password';
import { issueRefreshToken, revokeAllRefreshTokens, rotateRefreshToken } from '../auth/refresh-tokens';
import type { Db } from '../db/client';
import { anonymousDevices, favourites, rateLimitCounters, users } from '../db/schema';
import type { Env } from '../env';
import { HttpError } from '../http/errors';
import { hitRateLimit } from '../http/rate-limit';
import { resetPasswordMail, verifyEmailMail } from '../mail/auth-templates';
import type { MailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';

type Body<S extends v.GenericSchema> = v.InferOutput<S>;

export interface AuthDeps {
  db: Db;
  env: Pick<Env, 'JWT_SECRET' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL' | 'APPLE_CLIENT_ID' | 'APPLE_KEYS_URL'>;
  mailer: Mailer;
}

// ---------------------------------------------------------------------------------------------------------------
// Abuse limits

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Window {
  limit: number;
  windowMs: number;
}

/**
 * Every auth abuse limit in one place, per client address and per e-mail address. The per-address limits leave
 * room for a household or an office behind one NAT; the per-e-mail ones stop guessing against one account (and,
 * for mail-sending routes, flooding one mailbox). Code checks allow 10 per 10 minutes per e-mail on top of the
 * 5-try lock of each code.
 */
export const AUTH_RATE_LIMITS = {
  login: { ip: { limit: 30, windowMs: MINUTE }, email: { limit: 10, windowMs: MINUTE } },
  register: { ip: { limit: 20, windowMs: HOUR }, email: { limit: 5, windowMs: HOUR } },
  'forgot-password': { ip: { limit: 20, windowMs: HOUR }, email: { limit: 5, windowMs: HOUR } },
  'verify-email': { ip: { limit: 30, windowMs: 10 * MINUTE }, email: { limit: 10, windowMs: 10 * MINUTE } },
  'password-reset-check-code': { ip: { limit: 30, windowMs: 10 * MINUTE }, email: { limit: 10, windowMs: 10 * MINUTE } },
  'reset-password': { ip: { limit: 30, windowMs: 10 * MINUTE }, email: { limit: 10, windowMs: 10 * MINUTE } },
  // Each social sign-in costs calls to the provider; there is no e-mail before the provider answers.
  facebook: { ip: { limit: 30, windowMs: MINUTE } },
  apple: { ip: { limit: 30, windowMs: MINUTE } },
} as const satisfies Record<string, { ip: Window; email?: Window }>;

export type AuthAction = keyof typeof AUTH_RATE_LIMITS;

/** Counter windows older than this are useless (the longest window is an hour) and are deleted. */
const COUNTER_RETENTION_MS = 24 * HOUR;
const SWEEP_EVERY_MS = 10 * MINUTE;
let lastSweepAt = 0;

/**
 * Deletes old rate-limit windows at most once per SWEEP_EVERY_MS per process: one indexed DELETE now and then keeps
 * the table small without a scheduler. Several instances sweeping is harmless.
 */
async function sweepRateLimitCounters(db: Db, now: number): Promise<void> {
  if (now - lastSweepAt < SWEEP_EVERY_MS) return;
  lastSweepAt = now;
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now - COUNTER_RETENTION_MS)));
}

/** Counts one attempt of `action` for the caller's address and, when given, the e-mail; 429 once a limit is passed. */
export async function limitAuthAttempt(
  db: Db,
  action: AuthAction,
  { ip, email }: { ip: string; email?: string },
  now = Date.now(),
): Promise<void> {
  await sweepRateLimitCounters(db, now);
  const rules: { ip: Window; email?: Window } = AUTH_RATE_LIMITS[action];
  await hitRateLimit(db, { key: `auth:${action}:ip:${ip}`, ...rules.ip }, now);
  if (email !== undefined && rules.email) {
    await hitRateLimit(db, { key: `auth:${action}:email:${email.toLowerCase()}`, ...rules.email }, now);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const emailIs = (email: string): SQL => sql`lower(${users.email}) = ${email.toLowerCase()}`;

const invalidCredentials = () => new HttpError('InvalidCredentials', 'Invalid email or password');
const emailNotVerified = () =>
  new HttpError('EmailNotVerified', 'The e-mail address is not verified yet; a verification code was sent to it');
const userAlreadyExists = () => new HttpError('UserAlreadyExists', 'User with this email already exists');

/** The SQLSTATE and constraint of a database error, looked up through drizzle's wrapping `cause`. */
function databaseError(error: unknown): { code: string; constraint: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^\d{2}[\dA-Z]{3}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
    current = cause;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** A hash of a random password, so an unknown e-mail costs the same scrypt run as a wrong password. */
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

async function tokenPair(db: Db, secret: string, userId: number, now: Date): Promise<TokenPair> {
  const refresh = await issueRefreshToken(db, userId, { now });
  return { access_token: await signAccessToken(userId, secret, now.getTime()), refresh_token: refresh.token };
}

async function sendVerificationCode(
  { db, mailer }: AuthDeps,
  userId: number,
  email: string,
  locale: MailLocale,
  now: Date,
): Promise<void> {
  const code = await issueCode(db, { email, purpose: 'verify_email', userId }, now);
  await mailer.send(verifyEmailMail(email, code, locale));
}

/**
 * Signing in on a device that saved favourites anonymously moves them to the account (deals the user already saved
 * are skipped and dropped from the device) and links the device, as the anonymous-save call of §6 expects.
 */
async function adoptAnonymousDevice(db: Db, deviceId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [device] = await tx
      .update(anonymousDevices)
      .set({ userId })
      .where(eq(anonymousDevices.id, deviceId))
      .returning({ id: anonymousDevices.id });
    if (!device) return;
    const alreadySaved = tx.select({ dealId: favourites.dealId }).from(favourites).where(eq(favourites.userId, userId));
    await tx
      .update(favourites)
      .set({ userId, anonymousDeviceId: null })
      .where(and(eq(favourites.anonymousDeviceId, deviceId), notInArray(favourites.dealId, alreadySaved)));
    await tx.delete(favourites).where(eq(favourites.anonymousDeviceId, deviceId));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// E-mail accounts

export async function register(
  deps: AuthDeps,
  body: Body<typeof RegisterBodySchema>,
  locale: MailLocale,
  now = new Date(),
): Promise<{ id: number; email: string; username: string }> {
  const { db } = deps;
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(emailIs(body.email), sql`lower(${users.username}) = ${body.username.toLowerCase()}`));
  if (taken.some((u) => u.email.toLowerCase() === body.email)) throw userAlreadyExists();
  if (taken.length > 0) throw new HttpError('UsernameAlreadyTaken', 'This username is already taken');

  const passwordHash = await hashPassword(body.password);
  let created: { id: number; email: string; username: string } | undefined;
  try {
    [created] = await db
      .insert(users)
      .values({ email: body.email, username: body.username, passwordHash, marketId: body.market_id })
      .returning({ id: users.id, email: users.email, username: users.username });
  } catch (error) {
    // Two sign-ups racing for one address or name: the unique indexes decide, with the same answers as above.
    const failure = databaseError(error);
    if (failure?.code === UNIQUE_VIOLATION && failure.constraint.includes('email')) throw userAlreadyExists();
    if (failure?.code === UNIQUE_VIOLATION) throw new HttpError('UsernameAlreadyTaken', 'This username is already taken');
    if (failure?.code === FOREIGN_KEY_VIOLATION) throw new HttpError('ValidationError', 'market_id: Unknown market');
    throw error;
  }
  if (!created) throw new Error('user was not created');
  if (body.send_verification_email) await sendVerificationCode(deps, created.id, created.email, locale, now);
  return created;
}

export async function verifyEmail(db: Db, body: Body<typeof VerifyEmailBodySchema>, now = new Date()): Promise<void> {
  await checkCode(db, { email: body.email, purpose: 'verify_email', code: body.code, consume: true }, now);
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(emailIs(body.email), isNull(users.deletedAt), isNull(users.emailVerifiedAt)));
}

/**
 * E-mail sign-in. Unknown address, social-only account, deleted account and wrong password all answer the same
 * InvalidCredentials after the same scrypt work. Only the right password of an unverified account learns
 * EmailNotVerified, and that answer also mails a fresh verification code: the client's verification step
 * needs no separate "resend" call (signing in again re-sends).
 */
export async function login(
  deps: AuthDeps,
  body: Body<typeof LoginBodySchema>,
  locale: MailLocale,
  now = new Date(),
): Promise<TokenPair> {
  const { db, env } = deps;
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(emailIs(body.email), isNull(users.deletedAt)))
    .limit(1);
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await timingDummyHash()));
  if (!user?.passwordHash || !passwordOk) throw invalidCredentials();
  if (!user.emailVerifiedAt) {
    await sendVerificationCode(deps, user.id, user.email, locale, now);
    throw emailNotVerified();
  }
  if (body.anonymous_device_id) await adoptAnonymousDevice(db, body.anonymous_device_id, user.id);
  return tokenPair(db, env.JWT_SECRET, user.id, now);
}

export async function refresh(deps: Pick<AuthDeps, 'db' | 'env'>, refreshToken: string, now = new Date()): Promise<TokenPair> {
  const rotated = await rotateRefreshToken(deps.db, refreshToken, now);
  return {
    access_token: await signAccessToken(rotated.userId, deps.env.JWT_SECRET, now.getTime()),
    refresh_token: rotated.refreshToken,
  };
}

/**
 * Step 1 of the password reset (§4). An unverified address answers EmailNotVerified and gets a verification code
 * instead, for the reset's emailVerification step; once verified, the client calls this again for the reset code.
 */
export async function forgotPassword(
  deps: AuthDeps,
  body: Body<typeof ForgotPasswordBodySchema>,
  locale: MailLocale,
  now = new Date(),
): Promise<void> {
  const { db, mailer } = deps;
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(emailIs(body.email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new HttpError('UserNotFound', 'User with this email was not found');
  if (!user.emailVerifiedAt) {
    await sendVerificationCode(deps, user.id, user.email, locale, now);
    throw emailNotVerified();
  }
  const code = await issueCode(db, { email: user.email, purpose: 'reset_password', userId: user.id }, now);
  await mailer.send(resetPasswordMail(user.email, code, locale));
}

/** The reset's code step: checks without using the code up, so the last step can still use it. */
export async function checkResetCode(db: Db, body: Body<typeof CheckCodeBodySchema>, now = new Date()): Promise<void> {
  await checkCode(db, { email: body.email, purpose: 'reset_password', code: body.code, consume: false }, now);
}

/** The last step: uses the code up, stores the new password and ends every session of the account. */
export async function resetPassword(db: Db, body: Body<typeof ResetPasswordBodySchema>, now = new Date()): Promise<void> {
  await checkCode(db, { email: body.email, purpose: 'reset_password', code: body.code, consume: true }, now);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(emailIs(body.email), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) throw new HttpError('InvalidCode', 'Verification code is invalid');
    await revokeAllRefreshTokens(tx, user.id, now);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Facebook and Apple

interface ProviderIdentity {
  provider: 'facebook' | 'apple';
  providerUserId: string;
  /** Only addresses the provider vouches for; null when it shared none. */
  email: string | null;
  usernameHint: string | null;
  marketId: number;
  anonymousDeviceId: string | null | undefined;
}

const PROVIDER_NAMES = { facebook: 'Facebook', apple: 'Apple' } as const;

/** A username from the provider's name (or the address's local part), made unique with a numeric suffix. */
function usernameCandidates(hint: string | null, email: string): string[] {
  const cleaned = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, USERNAME_MAX);
  let base = cleaned(hint ?? '');
  if (base.length < USERNAME_MIN) base = cleaned(email.split('@')[0] ?? '');
  if (base.length < USERNAME_MIN) base = 'user';
  const suffixed = () => `${base.slice(0, USERNAME_MAX - 6)}_${randomInt(10_000, 100_000)}`;
  return [base, suffixed(), suffixed(), suffixed(), suffixed()];
}

async function createProviderUser(db: Db, identity: ProviderIdentity & { email: string }, now: Date): Promise<number> {
  const link = identity.provider === 'facebook' ? { facebookId: identity.providerUserId } : { appleId: identity.providerUserId };
  for (const username of usernameCandidates(identity.usernameHint, identity.email)) {
    try {
      const [row] = await db
        .insert(users)
        .values({ email: identity.email, username, passwordHash: null, emailVerifiedAt: now, marketId: identity.marketId, ...link })
        .returning({ id: users.id });
      if (row) return row.id;
    } catch (error) {
      const failure = databaseError(error);
      if (failure?.code === FOREIGN_KEY_VIOLATION) throw new HttpError('ValidationError', 'market_id: Unknown market');
      if (failure?.code !== UNIQUE_VIOLATION) throw error;
      if (failure.constraint.includes('username')) continue;
      // The address or the provider id was taken in the meantime by a parallel first sign-in.
      throw userAlreadyExists();
    }
  }
  throw new HttpError('UsernameAlreadyTaken', 'No free username could be derived; try again');
}

/**
 * Finds the account linked to the provider id; else links the account with the provider's (verified) address;
 * else creates one. Linking an account whose address was never verified drops its password: whoever registered it
 * never proved the mailbox, and the provider now has, so a password set by someone else must not stay usable.
 */
async function providerSignIn(deps: AuthDeps, identity: ProviderIdentity, now: Date): Promise<TokenPair> {
  const { db, env } = deps;
  const providerColumn = identity.provider === 'facebook' ? users.facebookId : users.appleId;
  const name = PROVIDER_NAMES[identity.provider];
  const [linked] = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(providerColumn, identity.providerUserId))
    .limit(1);
  let userId = linked?.id;
  if (linked?.deletedAt) throw new HttpError('Unauthorized', 'This account was deleted');

  if (userId === undefined) {
    if (!identity.email) throw new HttpError('ValidationError', `${name} did not share an e-mail address`);
    const [existing] = await db
      .select({ id: users.id, deletedAt: users.deletedAt, emailVerifiedAt: users.emailVerifiedAt, linkedId: providerColumn })
      .from(users)
      .where(emailIs(identity.email))
      .limit(1);
    if (existing) {
      if (existing.deletedAt) throw new HttpError('Unauthorized', 'This account was deleted');
      // The address already belongs to an account linked to another account of this provider.
      if (existing.linkedId !== null) throw userAlreadyExists();
      const link = identity.provider === 'facebook' ? { facebookId: identity.providerUserId } : { appleId: identity.providerUserId };
      await db
        .update(users)
        .set(existing.emailVerifiedAt ? link : { ...link, emailVerifiedAt: now, passwordHash: null })
        .where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      userId = await createProviderUser(db, { ...identity, email: identity.email }, now);
    }
  }

  if (identity.anonymousDeviceId) await adoptAnonymousDevice(db, identity.anonymousDeviceId, userId);
  return tokenPair(db, env.JWT_SECRET, userId, now);
}

export async function facebookSignIn(deps: AuthDeps, body: Body<typeof FacebookBodySchema>, now = new Date()): Promise<TokenPair> {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret, FACEBOOK_GRAPH_URL: graphUrl } = deps.env;
  if (!appId || !appSecret) throw new HttpError('NotFound', 'Facebook sign-in is not configured');
  const profile = await verifyFacebookToken({ appId, appSecret, graphUrl }, body.token);
  return providerSignIn(
    deps,
    {
      provider: 'facebook',
      providerUserId: profile.id,
      email: profile.email,
      usernameHint: profile.name,
      marketId: body.market_id,
      anonymousDeviceId: body.anonymous_device_id,
    },
    now,
  );
}

/**
 * Sign in with Apple. The e-mail comes from the verified identity token only (the body's `email` is whatever the
 * client claims, so it is never trusted); the body's `username` (Apple's name, sent on the first sign-in) names a
 * new account.
 */
export async function appleSignIn(deps: AuthDeps, body: Body<typeof AppleBodySchema>, now = new Date()): Promise<TokenPair> {
  const { APPLE_CLIENT_ID: clientId, APPLE_KEYS_URL: keysUrl } = deps.env;
  if (!clientId) throw new HttpError('NotFound', 'Apple sign-in is not configured');
  const identity = await verifyAppleIdentityToken({ clientId, keysUrl }, body.code, body.nonce, now.getTime());
  return providerSignIn(
    deps,
    {
      provider: 'apple',
      providerUserId: identity.sub,
      email: identity.emailVerified ? identity.email : null,
      usernameHint: body.username?.trim() || null,
      marketId: body.market_id,
      anonymousDeviceId: body.anonymous_device_id,
    },
    now,
  );
}
