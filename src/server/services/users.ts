import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { BIRTHDATE_MAX_AGE_YEARS } from '@/shared/constants';
import type * as v from 'valibot';
import type { TokenPair } from '@/shared/schemas/auth';
import type { CurrentUser, ProfileUpdateBodySchema, PublicProfile } from '@/shared/schemas/user';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { checkCode, issueCode } from './codes';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db, Tx } from '../db/client';
import { isoOrNull, isUniqueViolation } from '../db/errors';
import {
  achievements,
  anonymousDevices,
  comments,
  deals,
  deviceAccounts,
  favourites,
  idempotencyKeys,
  inboxItems,
  keywordAlerts,
  markets,
  pointsLedger,
  notificationSettings,
  pushSubscriptions,
  userAchievements,
  userPrizes,
  users,
  verificationCodes,
  votes,
} from '../db/schema';
import { followersCount } from './follows';
import { AppError } from '../platform/errors';
import { checkUsername } from './content-rules';
import type { ContentListsCache } from './watched-words';
import { notModerationHidden } from './moderation-visibility';
import { effectiveRole } from './moderation-roles';
import { suspensionOf } from './moderation-sanctions';
import { RATE_LIMITS } from '../platform/rate-limits';
import { hitRateLimit } from './rate-limit-store';
import { reauthCodeMail } from '../mail/auth-templates';
import { changeEmailMail, emailChangedNoticeMail } from '../mail/change-email-template';
import { tokenPair } from './auth';
import type { MailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import { renderAvatar, type AvatarFormat, type AvatarStore } from '../storage/avatars';
import { warsawDate } from './daily';
import { payMarketingBonus } from './marketing-bonus';

type Queryable = Db | Tx;

const usernameTaken = () => new AppError('UsernameAlreadyTaken', 'This username is already taken');
const emailInUse = () => new AppError('EmailAlreadyInUse', 'This email is already used by another account');

/**
 * What the user did, counted as the profile's _count. Others (`publicOnly`) count only what they can
 * see: deals and comments a moderator hid or holds are left out; the member's own count keeps them.
 */
const countColumns = (userId: number, { publicOnly = false } = {}) => ({
  user_votes: sql<number>`(select count(*)::int from ${votes} where ${votes.userId} = ${userId})`,
  deal_comments: sql<number>`(select count(*)::int from ${comments} where ${comments.userId} = ${userId} and ${comments.deletedAt} is null${
    publicOnly ? sql` and ${notModerationHidden(comments)}` : sql``
  })`,
  deals: sql<number>`(select count(*)::int from ${deals} where ${deals.userId} = ${userId}${publicOnly ? sql` and ${notModerationHidden(deals)}` : sql``})`,
});

export async function getCurrentUser(db: Queryable, userId: number, adminEmails: readonly string[]): Promise<CurrentUser> {
  const [row] = await db
    .select({ user: users, counts: countColumns(userId) })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError('Unauthorized', 'The account no longer exists');
  const balances = await db
    .select({ market_id: pointsLedger.marketId, points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .groupBy(pointsLedger.marketId)
    .orderBy(pointsLedger.marketId);
  const { user } = row;
  // The user's own market is always listed, so the client never has to guess a missing balance.
  const userPoints = balances.some((b) => b.market_id === user.marketId)
    ? balances
    : [...balances, { market_id: user.marketId, points: 0 }].sort((a, b) => a.market_id - b.market_id);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    birthdate: user.birthdate,
    gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null,
    avatar_url: user.avatarUrl,
    marketing_consent_granted_at: isoOrNull(user.marketingConsentGrantedAt),
    created_at: user.createdAt.toISOString(),
    market_id: user.marketId,
    has_password: user.passwordHash !== null,
    role: effectiveRole(user, adminEmails),
    suspension: await suspensionOf(db, user.id, user.suspendedUntil),
    user_points: userPoints,
    _count: row.counts,
  };
}

/** Public fields only: never e-mail, phone, birth date or gender. Null for unknown or deleted users. */
export async function findPublicProfile(db: Db, userId: number): Promise<PublicProfile | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      avatarUrl: users.avatarUrl,
      createdAt: users.createdAt,
      counts: countColumns(userId, { publicOnly: true }),
      followers: followersCount('user', userId),
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  const earned = await db
    .select({ id: achievements.id, title: achievements.title, imageUrl: achievements.imageUrl })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.createdAt), achievements.id);
  return {
    id: row.id,
    username: row.username,
    avatar_url: row.avatarUrl,
    created_at: row.createdAt.toISOString(),
    _count: row.counts,
    followers_count: row.followers,
    user_achievements: earned.map((a) => ({ achievement: { id: a.id, image_url: a.imageUrl, title: a.title } })),
  };
}

/** GET /api/users/{id}: as findPublicProfile, an unknown or deleted user answers 404. */
export async function getPublicProfile(db: Db, userId: number): Promise<PublicProfile> {
  const profile = await findPublicProfile(db, userId);
  if (!profile) throw new AppError('NotFound', `User ${userId} does not exist`);
  return profile;
}

export interface AchievementEntry {
  id: number;
  title: string;
  image_url: string | null;
  achieved_at: string;
}

export async function listAchievements(db: Db, userId: number): Promise<{ data: AchievementEntry[] }> {
  const rows = await db
    .select({ id: achievements.id, title: achievements.title, imageUrl: achievements.imageUrl, achievedAt: userAchievements.createdAt })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.createdAt), achievements.id);
  return {
    data: rows.map((r) => ({ id: r.id, title: r.title, image_url: r.imageUrl, achieved_at: r.achievedAt.toISOString() })),
  };
}

/** A birth date lies between 120 years back and today. Plain string comparison is date order for YYYY-MM-DD. */
export function isBirthdateInRange(birthdate: string, now: Date): boolean {
  const today = warsawDate(now);
  const earliest = `${String(Number(today.slice(0, 4)) - BIRTHDATE_MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return birthdate >= earliest && birthdate <= today;
}

/** The body of PUT /api/users/ after the shared schema (username trimmed). */
type ProfileUpdate = v.InferOutput<typeof ProfileUpdateBodySchema>;

/**
 * PUT /api/users/. Omitted optional fields keep their value, null clears them. Granting marketing consent while the
 * account has an e-mail and a phone earns MARKETING_CONSENT_POINTS once ever per account and per phone number: the
 * user row is locked for the whole transaction, so two concurrent saves see each other's bonus row instead of both
 * inserting one.
 */
export async function updateProfile(
  db: Db,
  lists: ContentListsCache,
  userId: number,
  body: ProfileUpdate,
  adminEmails: readonly string[],
  now = new Date(),
): Promise<CurrentUser> {
  if (body.birthdate && !isBirthdateInRange(body.birthdate, now)) {
    throw new AppError('ValidationError', `birthdate: ${VALIDATION_MESSAGES.birthdateRange}`);
  }
  // Before the transaction (PGlite is one connection); a name taken before its word was listed may be kept.
  const [current] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  await checkUsername(db, lists, body.username, current?.username ?? null);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new AppError('Unauthorized', 'The account no longer exists');
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${body.username})`, ne(users.id, userId)))
        .limit(1);
      if (taken) throw usernameTaken();
      const phone = body.phone === undefined ? user.phone : body.phone;
      const consentGrantedAt = body.marketing_consent ? (user.marketingConsentGrantedAt ?? now) : null;
      await tx
        .update(users)
        .set({
          username: body.username,
          phone,
          birthdate: body.birthdate === undefined ? user.birthdate : body.birthdate,
          gender: body.gender === undefined ? user.gender : body.gender,
          marketingConsentGrantedAt: consentGrantedAt,
        })
        .where(eq(users.id, userId));
      if (consentGrantedAt && phone && user.email) await payMarketingBonus(tx, { id: userId, marketId: user.marketId }, phone, now);
      return getCurrentUser(tx, userId, adminEmails);
    });
  } catch (error) {
    // Two users saving the same new name at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

export async function setMarket(db: Db, userId: number, marketId: number, adminEmails: readonly string[]): Promise<CurrentUser> {
  const [market] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, marketId));
  if (!market) throw new AppError('NotFound', `Market ${marketId} does not exist`);
  await db.update(users).set({ marketId }).where(eq(users.id, userId));
  return getCurrentUser(db, userId, adminEmails);
}

async function emailOwner(db: Queryable, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

export interface IdentityProof {
  password?: string | undefined;
  code?: string | undefined;
}

/**
 * The takeover paths (e-mail change, deletion) need more than a bearer token, which may have leaked: the current
 * password, or for an account without one a code mailed to its current address. A wrong password answers 400
 * InvalidCredentials (not 401, which the client would take for an expired token). Password checks are rate limited
 * per account so a leaked token is no fast password oracle.
 */
export async function confirmIdentity(db: Db, userId: number, proof: IdentityProof, now = new Date()): Promise<void> {
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('Unauthorized', 'The account no longer exists');
  if (user.passwordHash) {
    if (proof.password === undefined) throw new AppError('ValidationError', `password: ${VALIDATION_MESSAGES.passwordRequired}`);
    await hitRateLimit(db, { key: `reauth:user:${userId}`, ...RATE_LIMITS.account.reauthPassword }, now.getTime());
    if (!(await verifyPassword(proof.password, user.passwordHash))) {
      throw new AppError('InvalidCredentials', 'The current password is wrong', { status: 400 });
    }
    return;
  }
  if (proof.code === undefined) throw new AppError('ValidationError', `code: ${VALIDATION_MESSAGES.codeRequired}`);
  const issued = await checkCode(db, { email: user.email, purpose: 'reauth', code: proof.code, consume: true, requester: { userId } }, now);
  if (issued.userId !== userId) throw new AppError('InvalidCode', 'Verification code is invalid');
}

/** POST /api/users/reauth-code: the code a password-less account confirms an e-mail change or its deletion with. */
export async function sendReauthCode(db: Db, mailer: Mailer, userId: number, locale: MailLocale, now = new Date()): Promise<void> {
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('Unauthorized', 'The account no longer exists');
  if (user.passwordHash) throw new AppError('ValidationError', 'password: this account confirms changes with its password');
  await hitRateLimit(db, { key: `reauth-code:user:${userId}`, ...RATE_LIMITS.account.reauthCode }, now.getTime());
  const code = await issueCode(db, { email: user.email, purpose: 'reauth', userId, requester: { userId } }, now);
  await mailer.send(reauthCodeMail(user.email, code, locale));
}

/**
 * PUT /api/users/email: after the owner is confirmed, a change_email code goes to the NEW address; the account keeps
 * its address until that code comes back.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  userId: number,
  { email, ...proof }: { email: string } & IdentityProof,
  locale: MailLocale,
): Promise<void> {
  await confirmIdentity(db, userId, proof);
  const owner = await emailOwner(db, email);
  if (owner === userId) throw new AppError('EmailAlreadyInUse', 'This is already your email address');
  if (owner !== null) throw emailInUse();
  const code = await issueCode(db, { email, purpose: 'change_email', userId, requester: { userId } });
  await mailer.send(changeEmailMail(email, code, locale));
}

/**
 * POST /api/users/confirm-email: the code must have been issued to this user for this address. The address the
 * account leaves is told, so an owner whose token was used without them learns of it.
 */
export async function confirmEmailChange(
  db: Db,
  mailer: Mailer,
  userId: number,
  { email, code }: { email: string; code: string },
  locale: MailLocale,
  adminEmails: readonly string[],
  now = new Date(),
): Promise<CurrentUser> {
  const issued = await checkCode(db, { email, purpose: 'change_email', code, consume: true, requester: { userId } }, now);
  if (issued.userId !== userId) throw new AppError('InvalidCode', 'Verification code is invalid');
  const owner = await emailOwner(db, email);
  if (owner !== null && owner !== userId) throw emailInUse();
  let previousEmail: string | undefined;
  try {
    previousEmail = await db.transaction(async (tx) => {
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
      await tx.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
      return before?.email;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  if (previousEmail && previousEmail.toLowerCase() !== email.toLowerCase()) {
    await mailer.send(emailChangedNoticeMail(previousEmail, email, locale));
  }
  return getCurrentUser(db, userId, adminEmails);
}

/**
 * POST /api/users/password. An account without a password (social sign-in only) has no old password to match.
 * Every session of the account ends, the caller's too, and the caller gets a fresh pair in the same transaction: a
 * thief holding an old refresh token is out the moment the owner changes the password.
 */
export async function changePassword(
  db: Db,
  secret: string,
  userId: number,
  { oldPassword, password }: { oldPassword: string; password: string },
  now = new Date(),
): Promise<TokenPair> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const matches = user?.passwordHash ? await verifyPassword(oldPassword, user.passwordHash) : false;
  if (!matches) throw new AppError('InvalidCredentials', 'The current password is wrong', { status: 400 });
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllRefreshTokens(tx, userId, now);
    return tokenPair(tx, secret, userId, now);
  });
}

/**
 * Replaces the avatar: renders and stores the new files first, then swaps the URL under a row lock, then removes the
 * files of the URL it replaced (each upload removes exactly its own predecessor, however uploads interleave).
 */
export async function setAvatar(
  db: Db,
  store: AvatarStore,
  userId: number,
  bytes: Uint8Array,
  format: AvatarFormat,
  adminEmails: readonly string[],
): Promise<CurrentUser> {
  const renditions = await renderAvatar(bytes, format).catch(() => {
    throw new AppError('ValidationError', 'image: the file is not a readable PNG, JPEG or WebP picture');
  });
  const url = await store.save(userId, renditions);
  let previous: string | null;
  try {
    previous = await swapAvatarUrl(db, userId, url);
  } catch (error) {
    await store.remove(url);
    throw error;
  }
  if (previous) await store.remove(previous);
  return getCurrentUser(db, userId, adminEmails);
}

export async function removeAvatar(db: Db, store: AvatarStore, userId: number, adminEmails: readonly string[]): Promise<CurrentUser> {
  const previous = await swapAvatarUrl(db, userId, null);
  if (previous) await store.remove(previous);
  return getCurrentUser(db, userId, adminEmails);
}

async function swapAvatarUrl(db: Db, userId: number, url: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(users).set({ avatarUrl: url }).where(eq(users.id, userId));
    return row?.avatarUrl ?? null;
  });
}

/**
 * DELETE /api/users/: the account stops existing for people (personal data anonymized, sign-in impossible, every
 * refresh token revoked) while its deals and comments stay, signed with a placeholder name. Private lists (alerts,
 * inbox, favourites, codes) are deleted; prize claim details (possibly a postal address) are cleared.
 */
export async function deleteAccount(db: Db, store: AvatarStore, userId: number, proof: IdentityProof, now = new Date()): Promise<void> {
  await confirmIdentity(db, userId, proof, now);
  const avatarUrl = await db.transaction(async (tx) => {
    const [user] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('Unauthorized', 'The account no longer exists');
    const base = `usuniety-${userId}`;
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${base}`, ne(users.id, userId)))
      .limit(1);
    // Someone may have picked the placeholder as their own name; a random tail keeps the unique index happy.
    const placeholder = clash ? `${base}-${randomBytes(3).toString('hex')}` : base;
    await tx
      .update(users)
      .set({
        // .invalid is refused by the e-mail rule, and the random tail keeps even a row written before that rule from
        // colliding with the placeholder (one such row used to block the deletion forever).
        email: `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`,
        username: placeholder,
        passwordHash: null,
        emailVerifiedAt: null,
        phone: null,
        birthdate: null,
        gender: null,
        avatarUrl: null,
        marketingConsentGrantedAt: null,
        facebookId: null,
        appleId: null,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    await revokeAllRefreshTokens(tx, userId, now);
    await tx.delete(keywordAlerts).where(eq(keywordAlerts.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    await tx.delete(inboxItems).where(eq(inboxItems.userId, userId));
    await tx.delete(favourites).where(eq(favourites.userId, userId));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
    // Stored answers of the account's requests (its profile, its points) are personal data too.
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    await tx.update(anonymousDevices).set({ userId: null }).where(eq(anonymousDevices.userId, userId));
    await tx.delete(deviceAccounts).where(eq(deviceAccounts.userId, userId));
    await tx.update(userPrizes).set({ claimInformation: null }).where(eq(userPrizes.userId, userId));
    return user.avatarUrl;
  });
  if (avatarUrl) await store.remove(avatarUrl);
}
