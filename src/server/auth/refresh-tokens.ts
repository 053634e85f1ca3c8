import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { AppError } from '../platform/errors';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A session (one sign-in and all its rotations) ends this long after the sign-in, however active it stays. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * A token replaced this recently is not a stolen copy but a lost answer: a page reloaded or closed while its refresh
 * was on the wire never stored the new token, or two tabs refreshed at the same moment. Such a use gets the very
 * successor the first use created (never a new token), so a lost answer costs no extra session. Any later use of a
 * replaced token is treated as theft and ends the whole family.
 */
export const ROTATION_RACE_GRACE_MS = 10_000;

/** 32 random bytes, base64url: opaque to the client, and only its sha256 is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token that replaces `token` on rotation, derived with the server key: a repeat of a lost refresh can be given
 * the same successor again without storing it, and nobody without the key can compute it from the old token.
 */
function successorOf(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-successor\n${token}`).digest('base64url');
}

export interface IssuedRefreshToken {
  id: number;
  token: string;
  familyId: string;
}

/** A new refresh token: a fresh family for a sign-in, the old family (and its end) for a rotation. */
export async function issueRefreshToken(
  db: Db | Tx,
  userId: number,
  {
    now = new Date(),
    familyId = randomUUID(),
    familyExpiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS),
    token = newToken(),
  }: { now?: Date; familyId?: string; familyExpiresAt?: Date; token?: string } = {},
): Promise<IssuedRefreshToken> {
  const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, familyExpiresAt.getTime()));
  const [row] = await db
    .insert(refreshTokens)
    .values({ hash: hashToken(token), familyId, userId, expiresAt, familyExpiresAt })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token was not stored');
  return { id: row.id, token, familyId };
}

async function revokeFamily(db: Db | Tx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export interface Rotated {
  userId: number;
  familyId: string;
  refreshToken: string;
}

type Rotation = { kind: 'rotated'; rotated: Rotated } | { kind: 'deleted-user'; familyId: string } | { kind: 'not-live' };

/**
 * Exchanges a live refresh token for its successor in the same family and answers its user. The old token is revoked
 * by one conditional UPDATE (`revoked_at IS NULL`), so of two concurrent refreshes with one token exactly one rotates;
 * the other, inside the grace, gets the same successor. Unknown, expired, revoked or reused tokens and deleted users
 * answer 401; a reuse after the grace revokes the family.
 */
export async function rotateRefreshToken(db: Db, secret: string, token: string, now = new Date()): Promise<Rotated> {
  const hash = hashToken(token);
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const [old] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.hash, hash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        familyExpiresAt: refreshTokens.familyExpiresAt,
        userId: refreshTokens.userId,
      });
    if (!old) return { kind: 'not-live' };
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, old.userId), isNull(users.deletedAt)))
      .limit(1);
    if (!user) return { kind: 'deleted-user', familyId: old.familyId };
    const next = await issueRefreshToken(tx, old.userId, {
      now,
      familyId: old.familyId,
      familyExpiresAt: old.familyExpiresAt,
      token: successorOf(token, secret),
    });
    await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, old.id));
    return { kind: 'rotated', rotated: { userId: old.userId, familyId: old.familyId, refreshToken: next.token } };
  });

  if (rotation.kind === 'rotated') return rotation.rotated;
  if (rotation.kind === 'deleted-user') {
    await revokeFamily(db, rotation.familyId, now);
    throw new AppError('Unauthorized', 'The account no longer exists');
  }

  const [row] = await db
    .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt, replacedBy: refreshTokens.replacedBy })
    .from(refreshTokens)
    .where(eq(refreshTokens.hash, hash))
    .limit(1);
  if (!row) throw new AppError('Unauthorized', 'The refresh token is invalid');
  if (!row.revokedAt) throw new AppError('Unauthorized', 'The refresh token has expired');
  if (row.replacedBy === null) throw new AppError('Unauthorized', 'The session has ended');
  if (now.getTime() - row.revokedAt.getTime() >= ROTATION_RACE_GRACE_MS) {
    await revokeFamily(db, row.familyId, now);
    throw new AppError('Unauthorized', 'The refresh token was already used');
  }
  // A lost answer: hand out the successor again, but only while it still lives (not after a logout, a password
  // change or reset, or its own rotation).
  const successor = successorOf(token, secret);
  const [live] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .innerJoin(users, and(eq(users.id, refreshTokens.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(refreshTokens.id, row.replacedBy),
        eq(refreshTokens.hash, hashToken(successor)),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!live) throw new AppError('Unauthorized', 'The refresh token was already used');
  return { userId: live.userId, familyId: row.familyId, refreshToken: successor };
}

/** Logout: the whole session ends (every token of the family, and with them its access tokens); idempotent. */
export async function endSession(db: Db, token: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.hash, hashToken(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId, now);
}

/** After a password change or reset, or an account deletion, every session of the user ends. */
export async function revokeAllRefreshTokens(db: Db | Tx, userId: number, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
