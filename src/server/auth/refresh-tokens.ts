import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A token replaced this recently is not a stolen copy but a lost answer: a page reloaded or closed while its refresh
 * was on the wire never stored the new token, or two tabs refreshed at the same moment. Such a use gets a new token
 * of the same family instead of a 401 (which would sign the user out with no way back). Any later use of a replaced
 * token is treated as theft and ends the whole family.
 */
export const ROTATION_RACE_GRACE_MS = 10_000;

/** 32 random bytes, base64url: opaque to the client, and only its sha256 is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new refresh token: a fresh family for a sign-in, the old family for a rotation. */
export async function issueRefreshToken(
  db: Db | Tx,
  userId: number,
  { familyId = randomUUID(), now = new Date() }: { familyId?: string; now?: Date } = {},
): Promise<{ id: number; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({ hash: hashToken(token), familyId, userId, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token was not stored');
  return { id: row.id, token };
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

type Rotation =
  | { kind: 'rotated'; userId: number; refreshToken: string }
  | { kind: 'deleted-user'; familyId: string }
  | { kind: 'not-live' };

/**
 * Exchanges a live refresh token for a new one of the same family and answers its user. The old token is revoked by
 * one conditional UPDATE (`revoked_at IS NULL`), so of two concurrent refreshes with one token exactly one wins.
 * Unknown, expired, revoked or reused tokens and deleted users answer 401; a reuse revokes the family.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ userId: number; refreshToken: string }> {
  const hash = hashToken(token);
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const [old] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.hash, hash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning({ id: refreshTokens.id, familyId: refreshTokens.familyId, userId: refreshTokens.userId });
    if (!old) return { kind: 'not-live' };
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, old.userId), isNull(users.deletedAt)))
      .limit(1);
    if (!user) return { kind: 'deleted-user', familyId: old.familyId };
    const next = await issueRefreshToken(tx, old.userId, { familyId: old.familyId, now });
    await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, old.id));
    return { kind: 'rotated', userId: old.userId, refreshToken: next.token };
  });

  if (rotation.kind === 'rotated') return { userId: rotation.userId, refreshToken: rotation.refreshToken };
  if (rotation.kind === 'deleted-user') {
    await revokeFamily(db, rotation.familyId, now);
    throw new HttpError('Unauthorized', 'The account no longer exists');
  }

  const [row] = await db
    .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt, replacedBy: refreshTokens.replacedBy })
    .from(refreshTokens)
    .where(eq(refreshTokens.hash, hash))
    .limit(1);
  if (!row) throw new HttpError('Unauthorized', 'The refresh token is invalid');
  if (!row.revokedAt) throw new HttpError('Unauthorized', 'The refresh token has expired');
  const lostAnswer = row.replacedBy !== null && now.getTime() - row.revokedAt.getTime() < ROTATION_RACE_GRACE_MS;
  if (!lostAnswer) {
    await revokeFamily(db, row.familyId, now);
    throw new HttpError('Unauthorized', 'The refresh token was already used');
  }
  // Only while the family still lives: after a logout or a password reset a lost answer stays lost.
  const [owner] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .innerJoin(users, and(eq(users.id, refreshTokens.userId), isNull(users.deletedAt)))
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .limit(1);
  if (!owner) throw new HttpError('Unauthorized', 'The refresh token was already used');
  const sibling = await issueRefreshToken(db, owner.userId, { familyId: row.familyId, now });
  return { userId: owner.userId, refreshToken: sibling.token };
}

/** Logout: that token stops working; unknown or already revoked tokens are fine (idempotent). */
export async function revokeRefreshToken(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.hash, hashToken(token)), isNull(refreshTokens.revokedAt)));
}

/** After a password reset every session of the user ends. */
export async function revokeAllRefreshTokens(db: Db | Tx, userId: number, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
