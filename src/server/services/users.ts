import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { BIRTHDATE_MAX_AGE_YEARS, MARKETING_CONSENT_POINTS } from '@/shared/constants';
import type * as v from 'valibot';
import type { CurrentUser, ProfileUpdateBodySchema, PublicProfile } from '@/shared/schemas/user';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { checkCode, issueCode } from '../auth/codes';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db, Tx } from '../db/client';
import {
  achievements,
  anonymousDevices,
  comments,
  deals,
  favourites,
  inboxItems,
  keywordAlerts,
  markets,
  pointsLedger,
  userAchievements,
  userPrizes,
  users,
  verificationCodes,
  votes,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { changeEmailMail } from '../mail/change-email-template';
import type { MailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import { renderAvatar, type AvatarFormat, type AvatarStore } from '../storage/avatars';
import { warsawDate } from './daily';

type Queryable = Db | Tx;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A unique index hit (23505), wherever the driver puts it in the cause chain (drizzle wraps driver errors). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

const usernameTaken = () => new HttpError('UsernameAlreadyTaken', 'This username is already taken');
const emailInUse = () => new HttpError('EmailAlreadyInUse', 'This email is already used by another account');

/** What the user did, counted the way the profile shows it (§3 _count). */
const countColumns = (userId: number) => ({
  user_votes: sql<number>`(select count(*)::int from ${votes} where ${votes.userId} = ${userId})`,
  deal_comments: sql<number>`(select count(*)::int from ${comments} where ${comments.userId} = ${userId} and ${comments.deletedAt} is null)`,
  deals: sql<number>`(select count(*)::int from ${deals} where ${deals.userId} = ${userId})`,
});

export async function getCurrentUser(db: Queryable, userId: number): Promise<CurrentUser> {
  const [row] = await db
    .select({ user: users, counts: countColumns(userId) })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new HttpError('Unauthorized', 'The account no longer exists');
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
    marketing_consent_granted_at: iso(user.marketingConsentGrantedAt),
    created_at: user.createdAt.toISOString(),
    market_id: user.marketId,
    user_points: userPoints,
    _count: row.counts,
  };
}

/** Public fields only (§3 Public profile): never e-mail, phone, birth date or gender. Null for unknown or deleted users. */
export async function getPublicProfile(db: Db, userId: number): Promise<PublicProfile | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl, createdAt: users.createdAt, counts: countColumns(userId) })
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
    user_achievements: earned.map((a) => ({ achievement: { id: a.id, image_url: a.imageUrl, title: a.title } })),
  };
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

/** §9: from 120 years back to today. Plain string comparison is date order for YYYY-MM-DD. */
export function isBirthdateInRange(birthdate: string, now: Date): boolean {
  const today = warsawDate(now);
  const earliest = `${String(Number(today.slice(0, 4)) - BIRTHDATE_MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return birthdate >= earliest && birthdate <= today;
}

/** The body of PUT /api/users/ after the shared schema (username trimmed). */
type ProfileUpdate = v.InferOutput<typeof ProfileUpdateBodySchema>;

/**
 * PUT /api/users/. Omitted optional fields keep their value, null clears them. Granting marketing consent while the
 * account has an e-mail and a phone earns MARKETING_CONSENT_POINTS once ever: the user row is locked for the whole
 * transaction, so two concurrent saves see each other's bonus row instead of both inserting one.
 */
export async function updateProfile(db: Db, userId: number, body: ProfileUpdate, now = new Date()): Promise<CurrentUser> {
  if (body.birthdate && !isBirthdateInRange(body.birthdate, now)) {
    throw new HttpError('ValidationError', `birthdate: ${VALIDATION_MESSAGES.birthdateRange}`);
  }
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new HttpError('Unauthorized', 'The account no longer exists');
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
      if (consentGrantedAt && phone && user.email) {
        const [bonus] = await tx
          .select({ id: pointsLedger.id })
          .from(pointsLedger)
          .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'marketing_consent_bonus')))
          .limit(1);
        if (!bonus) {
          await tx.insert(pointsLedger).values({
            userId,
            marketId: user.marketId,
            reason: 'marketing_consent_bonus',
            points: MARKETING_CONSENT_POINTS,
            createdAt: now,
          });
        }
      }
      return getCurrentUser(tx, userId);
    });
  } catch (error) {
    // Two users saving the same new name at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

export async function setMarket(db: Db, userId: number, marketId: number): Promise<CurrentUser> {
  const [market] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, marketId));
  if (!market) throw new HttpError('NotFound', `Market ${marketId} does not exist`);
  await db.update(users).set({ marketId }).where(eq(users.id, userId));
  return getCurrentUser(db, userId);
}

async function emailOwner(db: Queryable, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/** PUT /api/users/email: a change_email code goes to the NEW address; the account keeps its address until confirmed. */
export async function requestEmailChange(db: Db, mailer: Mailer, userId: number, email: string, locale: MailLocale): Promise<void> {
  const owner = await emailOwner(db, email);
  if (owner === userId) throw new HttpError('EmailAlreadyInUse', 'This is already your email address');
  if (owner !== null) throw emailInUse();
  const code = await issueCode(db, { email, purpose: 'change_email', userId });
  await mailer.send(changeEmailMail(email, code, locale));
}

/** POST /api/users/confirm-email: the code must have been issued to this user for this address. */
export async function confirmEmailChange(db: Db, userId: number, email: string, code: string, now = new Date()): Promise<CurrentUser> {
  const issued = await checkCode(db, { email, purpose: 'change_email', code, consume: true }, now);
  if (issued.userId !== userId) throw new HttpError('InvalidCode', 'Verification code is invalid');
  const owner = await emailOwner(db, email);
  if (owner !== null && owner !== userId) throw emailInUse();
  try {
    await db.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  return getCurrentUser(db, userId);
}

/** POST /api/users/password. An account without a password (social sign-in only) has no old password to match. */
export async function changePassword(db: Db, userId: number, oldPassword: string, password: string): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const matches = user?.passwordHash ? await verifyPassword(oldPassword, user.passwordHash) : false;
  if (!matches) throw new HttpError('InvalidCredentials', 'The current password is wrong');
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
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
): Promise<CurrentUser> {
  const renditions = await renderAvatar(bytes, format).catch(() => {
    throw new HttpError('ValidationError', 'image: the file is not a readable PNG, JPEG or WebP picture');
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
  return getCurrentUser(db, userId);
}

export async function removeAvatar(db: Db, store: AvatarStore, userId: number): Promise<CurrentUser> {
  const previous = await swapAvatarUrl(db, userId, null);
  if (previous) await store.remove(previous);
  return getCurrentUser(db, userId);
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
export async function deleteAccount(db: Db, store: AvatarStore, userId: number, now = new Date()): Promise<void> {
  const avatarUrl = await db.transaction(async (tx) => {
    const [user] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new HttpError('Unauthorized', 'The account no longer exists');
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
        email: `deleted-${userId}@deleted.invalid`,
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
    await tx.delete(inboxItems).where(eq(inboxItems.userId, userId));
    await tx.delete(favourites).where(eq(favourites.userId, userId));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
    await tx.update(anonymousDevices).set({ userId: null }).where(eq(anonymousDevices.userId, userId));
    await tx.update(userPrizes).set({ claimInformation: null }).where(eq(userPrizes.userId, userId));
    return user.avatarUrl;
  });
  if (avatarUrl) await store.remove(avatarUrl);
}
