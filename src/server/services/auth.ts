import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { USERNAME_MAX, USERNAME_MIN } from '@/shared/constants';
import { VALIDATION_MESSAGES, withoutForbiddenCharacters } from '@/shared/validation';
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
import { checkCode, issueCode } from './codes';
import { trustedDeviceFor } from '../auth/device-cookie';
import { verifyFacebookToken } from '../auth/facebook';
import { signAccessToken } from '../auth/jwt';
import { hashPassword, verifyPassword } from '../auth/password';
import { issueRefreshToken, revokeAllRefreshTokens, rotateRefreshToken } from '../auth/refresh-tokens';
import type { Db, Tx } from '../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { anonymousDevices, deviceAccounts, favourites, users } from '../db/schema';
import type { ServerEnv } from '../platform/env';
import { allowedName, checkUsername } from './content-rules';
import type { ContentListsCache } from './watched-words';
import { AppError } from '../platform/errors';
import { RATE_LIMITS } from '../platform/rate-limits';
import { addToWindow, countedWithin, recentCount, windowCount } from './rate-limit-store';
import { resetPasswordMail, signInCodeMail, verifyEmailMail } from '../mail/auth-templates';
import type { MailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import type { AfterAnswer } from '../platform/after-answer';

type Body<S extends v.GenericSchema> = v.InferOutput<S>;

export interface AuthDeps {
  db: Db;
  caches: { contentLists: ContentListsCache };
  env: Pick<
    ServerEnv,
    'JWT_SECRET' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL' | 'APPLE_CLIENT_ID' | 'APPLE_KEYS_URL'
  >;
  mailer: Mailer;
  afterAnswer: AfterAnswer;
}

// ---------------------------------------------------------------------------------------------------------------
// Abuse limits

interface FailureReservation {
  /** The account (or device) has passed its cap of wrong passwords within `RATE_LIMITS.loginFailures.spanMs`. */
  pastCap: boolean;
  /** Gives the reserved failure back: the password was right, or it was not checked against this counter. */
  release(): Promise<void>;
}

/**
 * Reserves one failure before a password is checked, so parallel guesses cannot all slip under the cap by reading
 * the same count. Failures count per account (`auth:login-failed:email:…`) or, for a device that signed in to the
 * account before, per device (`auth:login-failed:device:…`).
 */
async function reserveFailure(db: Db, key: string, cap: number, now: number): Promise<FailureReservation> {
  const { spanMs, bucketMs } = RATE_LIMITS.loginFailures;
  const reservation = await addToWindow(db, key, bucketMs, 1, now);
  const { count } = await recentCount(db, key, { windowMs: bucketMs, spanMs }, now);
  return {
    pastCap: count > cap,
    release: async () => {
      await addToWindow(db, key, bucketMs, -1, now, reservation);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const emailIs = (email: string): SQL => sql`lower(${users.email}) = ${email.toLowerCase()}`;

const invalidCredentials = () => new AppError('InvalidCredentials', 'Invalid email or password');
const emailNotVerified = () =>
  new AppError('EmailNotVerified', 'The e-mail address is not verified yet; a verification code was sent to it');
const userAlreadyExists = () => new AppError('UserAlreadyExists', 'User with this email already exists');
const usernameTaken = () => new AppError('UsernameAlreadyTaken', 'This username is already taken');
const unknownMarket = () => new AppError('ValidationError', 'market_id: Unknown market');

/** A hash of a random password, so an unknown e-mail costs the same scrypt run as a wrong password. */
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** A new session: a fresh refresh-token family and an access token bound to it. */
export async function tokenPair(db: Db | Tx, secret: string, userId: number, now: Date): Promise<TokenPair> {
  const refresh = await issueRefreshToken(db, userId, { now });
  return {
    access_token: await signAccessToken({ userId, familyId: refresh.familyId }, secret, now.getTime()),
    refresh_token: refresh.token,
  };
}

async function sendVerificationCode(
  { db, mailer }: AuthDeps,
  user: { id: number; email: string },
  { locale, forReset, ip }: { locale: MailLocale; forReset: boolean; ip: string },
  now: Date,
): Promise<void> {
  const code = await issueCode(db, { email: user.email, purpose: 'verify_email', userId: user.id, forReset, requester: { ip } }, now);
  await mailer.send(verifyEmailMail(user.email, code, locale));
}

/**
 * Signing in on a device that saved favourites anonymously moves them to the account (deals the user already saved
 * are skipped and dropped from the device) and links the device, as the anonymous-save call expects.
 */
async function adoptAnonymousDevice(db: Db, deviceId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [device] = await tx
      .update(anonymousDevices)
      .set({ userId })
      .where(eq(anonymousDevices.id, deviceId))
      .returning({ id: anonymousDevices.id });
    if (!device) return;
    // The device keeps only its last account; this remembers every one, so accounts sharing it weigh as one voter.
    await tx
      .insert(deviceAccounts)
      .values({ deviceId, userId })
      .onConflictDoUpdate({ target: [deviceAccounts.deviceId, deviceAccounts.userId], set: { linkedAt: sql`now()` } });
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
  { locale, ip }: { locale: MailLocale; ip: string },
  now = new Date(),
): Promise<{ id: number; email: string; username: string }> {
  const { db } = deps;
  await checkUsername(db, deps.caches.contentLists, body.username);
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(emailIs(body.email), sql`lower(${users.username}) = ${body.username.toLowerCase()}`));
  if (taken.some((u) => u.email.toLowerCase() === body.email)) throw userAlreadyExists();
  if (taken.length > 0) throw usernameTaken();

  const passwordHash = await hashPassword(body.password);
  let created: { id: number; email: string; username: string } | undefined;
  try {
    [created] = await db
      .insert(users)
      .values({ email: body.email, username: body.username, passwordHash, marketId: body.market_id, termsAcceptedAt: now })
      .returning({ id: users.id, email: users.email, username: users.username });
  } catch (error) {
    // Two sign-ups racing for one address or name: the unique indexes decide, with the same answers as above.
    if (isUniqueViolation(error, 'email')) throw userAlreadyExists();
    if (isUniqueViolation(error)) throw usernameTaken();
    if (isForeignKeyViolation(error)) throw unknownMarket();
    throw error;
  }
  if (!created) throw new Error('user was not created');
  if (body.send_verification_email) await sendVerificationCode(deps, created, { locale, forReset: false, ip }, now);
  return created;
}

/**
 * Marks the address verified. A code that a password-reset request mailed also ends the account's password and
 * sessions: whoever registered the address never proved the mailbox, its owner just did, and a password someone
 * else chose must not start working now (the owner sets their own in the reset's next step).
 */
export async function verifyEmail(db: Db, body: Body<typeof VerifyEmailBodySchema>, ip: string, now = new Date()): Promise<void> {
  const issued = await checkCode(
    db,
    { email: body.email, purpose: 'verify_email', code: body.code, consume: true, requester: { ip } },
    now,
  );
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set(issued.forReset ? { emailVerifiedAt: now, passwordHash: null } : { emailVerifiedAt: now })
      .where(and(emailIs(body.email), isNull(users.deletedAt), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (user && issued.forReset) await revokeAllRefreshTokens(tx, user.id, now);
  });
}

/** A successful sign-in: the session's tokens, and whose they are (for the device cookie). */
export interface SignedIn {
  tokens: TokenPair;
  userId: number;
}

const signInCodeRequired = () =>
  new AppError('SignInCodeRequired', 'Enter the code we have just mailed to the account to finish signing in', { status: 403 });

/**
 * Past the failed-sign-in cap, a device the account never signed in on gets the same 403 SignInCodeRequired for a
 * right and a wrong password, answered before any password is checked, so guessing from fresh addresses learns
 * nothing, not even from the time the answer takes. After the answer, the password is checked only while the hour's
 * sign-in code mails (`RATE_LIMITS.signInCodeMails`) are not spent, and only a right one mails a code. With `code`,
 * the code is checked first: a wrong one is refused before any password check.
 */
async function signInPastCap(
  deps: AuthDeps,
  body: Body<typeof LoginBodySchema>,
  user: { id: number; email: string; passwordHash: string | null } | undefined,
  { ip, locale, reservation }: { ip: string; locale: MailLocale; reservation: FailureReservation },
  now: Date,
): Promise<void> {
  const { db, mailer } = deps;
  if (body.code !== undefined) {
    await checkCode(db, { email: body.email, purpose: 'sign_in', code: body.code, consume: true, requester: { ip } }, now);
    if (!user?.passwordHash || !(await verifyPassword(body.password, user.passwordHash))) throw invalidCredentials();
    await reservation.release();
    return;
  }
  const passwordHash = user?.passwordHash;
  if (user && passwordHash) {
    deps.afterAnswer.run('sign-in code', async () => {
      const mails = { key: `auth:sign-in-code:user:${user.id}`, ...RATE_LIMITS.signInCodeMails };
      if ((await windowCount(db, mails.key, mails.windowMs, now.getTime())) >= mails.limit) return;
      if (!(await verifyPassword(body.password, passwordHash)) || !(await countedWithin(db, mails, now.getTime()))) return;
      const code = await issueCode(db, { email: user.email, purpose: 'sign_in', userId: user.id, requester: { ip } }, now);
      await mailer.send(signInCodeMail(user.email, code, locale));
    });
  }
  throw signInCodeRequired();
}

/**
 * E-mail sign-in. Unknown address, social-only account, deleted account and wrong password all answer the same
 * InvalidCredentials after the same scrypt work. Only the right password of an unverified account learns
 * EmailNotVerified, and that answer also mails a fresh verification code: the client's verification step
 * needs no separate "resend" call (signing in again re-sends).
 *
 * Guessing (ASVS 2.2.1): a device whose cookie says it signed in to this account before counts its failures for
 * itself and keeps signing in with the password alone; any other device counts them for the account, and past the
 * account's cap it needs a mailed code too (signInPastCap).
 */
export async function login(
  deps: AuthDeps,
  body: Body<typeof LoginBodySchema>,
  { ip, locale, deviceCookie }: { ip: string; locale: MailLocale; deviceCookie?: string | undefined },
  now = new Date(),
): Promise<SignedIn> {
  const { db, env } = deps;
  const { perAccount, perDevice } = RATE_LIMITS.loginFailures;
  const at = now.getTime();
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(emailIs(body.email), isNull(users.deletedAt)))
    .limit(1);
  const deviceId = user ? trustedDeviceFor(deviceCookie, env.JWT_SECRET, user.id) : null;
  const device = deviceId === null ? null : await reserveFailure(db, `auth:login-failed:device:${deviceId}`, perDevice, at);
  if (device?.pastCap) await device.release();

  if (user && device && !device.pastCap) {
    if (!user.passwordHash || !(await verifyPassword(body.password, user.passwordHash))) throw invalidCredentials();
    await device.release();
  } else {
    const account = await reserveFailure(db, `auth:login-failed:email:${body.email.toLowerCase()}`, perAccount, at);
    if (account.pastCap) {
      await signInPastCap(deps, body, user, { ip, locale, reservation: account }, now);
    } else {
      const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await timingDummyHash()));
      if (!user?.passwordHash || !passwordOk) throw invalidCredentials();
      await account.release();
    }
  }
  if (!user) throw invalidCredentials();
  if (!user.emailVerifiedAt) {
    await sendVerificationCode(deps, user, { locale, forReset: false, ip }, now);
    throw emailNotVerified();
  }
  if (body.anonymous_device_id) await adoptAnonymousDevice(db, body.anonymous_device_id, user.id);
  return { tokens: await tokenPair(db, env.JWT_SECRET, user.id, now), userId: user.id };
}

export async function refresh(deps: Pick<AuthDeps, 'db' | 'env'>, refreshToken: string, now = new Date()): Promise<TokenPair> {
  const secret = deps.env.JWT_SECRET;
  const rotated = await rotateRefreshToken(deps.db, secret, refreshToken, now);
  return {
    access_token: await signAccessToken({ userId: rotated.userId, familyId: rotated.familyId }, secret, now.getTime()),
    refresh_token: rotated.refreshToken,
  };
}

/**
 * Step 1 of the password reset. An unverified address answers EmailNotVerified and gets a verification code
 * instead, for the reset's emailVerification step; once verified, the client calls this again for the reset code.
 */
export async function forgotPassword(
  deps: AuthDeps,
  body: Body<typeof ForgotPasswordBodySchema>,
  { locale, ip }: { locale: MailLocale; ip: string },
  now = new Date(),
): Promise<void> {
  const { db, mailer } = deps;
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(emailIs(body.email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new AppError('UserNotFound', 'User with this email was not found');
  if (!user.emailVerifiedAt) {
    await sendVerificationCode(deps, user, { locale, forReset: true, ip }, now);
    throw emailNotVerified();
  }
  const code = await issueCode(db, { email: user.email, purpose: 'reset_password', userId: user.id, requester: { ip } }, now);
  await mailer.send(resetPasswordMail(user.email, code, locale));
}

/** The reset's code step: checks without using the code up, so the last step can still use it. */
export async function checkResetCode(db: Db, body: Body<typeof CheckCodeBodySchema>, ip: string, now = new Date()): Promise<void> {
  await checkCode(db, { email: body.email, purpose: 'reset_password', code: body.code, consume: false, requester: { ip } }, now);
}

/** The last step: uses the code up, stores the new password and ends every session of the account. */
export async function resetPassword(db: Db, body: Body<typeof ResetPasswordBodySchema>, ip: string, now = new Date()): Promise<void> {
  await checkCode(db, { email: body.email, purpose: 'reset_password', code: body.code, consume: true, requester: { ip } }, now);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(emailIs(body.email), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) throw new AppError('InvalidCode', 'Verification code is invalid');
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
  termsAccepted: boolean;
  anonymousDeviceId: string | null | undefined;
}

const PROVIDER_NAMES = { facebook: 'Facebook', apple: 'Apple' } as const;

/** A username from the provider's name (or the address's local part), made unique with a numeric suffix. */
function usernameCandidates(hint: string | null, localPart: string | null): string[] {
  // A Facebook name comes from Facebook, not through the schemas: it is cleaned like one typed here.
  const cleaned = (text: string) => withoutForbiddenCharacters(text).replace(/\s+/g, ' ').trim().slice(0, USERNAME_MAX);
  let base = cleaned(hint ?? '');
  if (base.length < USERNAME_MIN) base = cleaned(localPart ?? '');
  if (base.length < USERNAME_MIN) base = 'user';
  const suffixed = () => `${base.slice(0, USERNAME_MAX - 6)}_${randomInt(10_000, 100_000)}`;
  return [base, suffixed(), suffixed(), suffixed(), suffixed()];
}

async function createProviderUser(
  db: Db,
  lists: ContentListsCache,
  identity: ProviderIdentity & { email: string },
  now: Date,
): Promise<number> {
  if (!identity.termsAccepted) throw new AppError('ValidationError', `terms_accepted: ${VALIDATION_MESSAGES.termsRequired}`);
  const link = identity.provider === 'facebook' ? { facebookId: identity.providerUserId } : { appleId: identity.providerUserId };
  // A name with a blocked word is not refused at sign-in, which the member did not type here: it is skipped.
  const hint = await allowedName(db, lists, identity.usernameHint);
  const localPart = await allowedName(db, lists, identity.email.split('@')[0] ?? null);
  for (const username of usernameCandidates(hint, localPart)) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          email: identity.email,
          username,
          passwordHash: null,
          emailVerifiedAt: now,
          marketId: identity.marketId,
          termsAcceptedAt: now,
          ...link,
        })
        .returning({ id: users.id });
      if (row) return row.id;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unknownMarket();
      if (isUniqueViolation(error, 'username')) continue;
      if (!isUniqueViolation(error)) throw error;
      // The address or the provider id was taken in the meantime by a parallel first sign-in.
      throw userAlreadyExists();
    }
  }
  throw new AppError('UsernameAlreadyTaken', 'No free username could be derived; try again');
}

/**
 * Finds the account linked to the provider id; else links the account with the provider's (verified) address;
 * else creates one. Linking an account whose address was never verified drops its password: whoever registered it
 * never proved the mailbox, and the provider now has, so a password set by someone else must not stay usable.
 */
async function providerSignIn(deps: AuthDeps, identity: ProviderIdentity, now: Date): Promise<SignedIn> {
  const { db, env } = deps;
  const providerColumn = identity.provider === 'facebook' ? users.facebookId : users.appleId;
  const name = PROVIDER_NAMES[identity.provider];
  const [linked] = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(providerColumn, identity.providerUserId))
    .limit(1);
  let userId = linked?.id;
  if (linked?.deletedAt) throw new AppError('Unauthorized', 'This account was deleted');

  if (userId === undefined) {
    if (!identity.email) throw new AppError('ValidationError', `${name} did not share an e-mail address`);
    const [existing] = await db
      .select({ id: users.id, deletedAt: users.deletedAt, emailVerifiedAt: users.emailVerifiedAt, linkedId: providerColumn })
      .from(users)
      .where(emailIs(identity.email))
      .limit(1);
    if (existing) {
      if (existing.deletedAt) throw new AppError('Unauthorized', 'This account was deleted');
      // The address already belongs to an account linked to another account of this provider.
      if (existing.linkedId !== null) throw userAlreadyExists();
      const link = identity.provider === 'facebook' ? { facebookId: identity.providerUserId } : { appleId: identity.providerUserId };
      await db
        .update(users)
        .set(existing.emailVerifiedAt ? link : { ...link, emailVerifiedAt: now, passwordHash: null })
        .where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      userId = await createProviderUser(db, deps.caches.contentLists, { ...identity, email: identity.email }, now);
    }
  }

  if (identity.anonymousDeviceId) await adoptAnonymousDevice(db, identity.anonymousDeviceId, userId);
  return { tokens: await tokenPair(db, env.JWT_SECRET, userId, now), userId };
}

export async function facebookSignIn(deps: AuthDeps, body: Body<typeof FacebookBodySchema>, now = new Date()): Promise<SignedIn> {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret, FACEBOOK_GRAPH_URL: graphUrl } = deps.env;
  if (!appId || !appSecret) throw new AppError('NotFound', 'Facebook sign-in is not configured');
  const profile = await verifyFacebookToken({ appId, appSecret, graphUrl }, body.token);
  return providerSignIn(
    deps,
    {
      provider: 'facebook',
      providerUserId: profile.id,
      email: profile.email,
      usernameHint: profile.name,
      marketId: body.market_id,
      termsAccepted: body.terms_accepted === true,
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
export async function appleSignIn(deps: AuthDeps, body: Body<typeof AppleBodySchema>, now = new Date()): Promise<SignedIn> {
  const { APPLE_CLIENT_ID: clientId, APPLE_KEYS_URL: keysUrl } = deps.env;
  if (!clientId) throw new AppError('NotFound', 'Apple sign-in is not configured');
  const identity = await verifyAppleIdentityToken({ clientId, keysUrl }, body.code, body.nonce, now.getTime());
  return providerSignIn(
    deps,
    {
      provider: 'apple',
      providerUserId: identity.sub,
      email: identity.emailVerified ? identity.email : null,
      usernameHint: body.username?.trim() || null,
      marketId: body.market_id,
      termsAccepted: body.terms_accepted === true,
      anonymousDeviceId: body.anonymous_device_id,
    },
    now,
  );
}
