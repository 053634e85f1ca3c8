import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '@/shared/constants';
import type { Db } from '../db/client';
import { users, verificationCodes } from '../db/schema';
import { AppError } from '../errors';
import { RATE_LIMITS } from '../rate-limits';

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email' | 'reauth';

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email.toLowerCase()}:${code}`).digest('hex');
}

/**
 * A fresh 6-digit code for (email, purpose); earlier unused codes for the same pair stop working, so only the
 * code in the newest mail is valid. Returns the plain code for the mail; only its hash is stored.
 */
export async function issueCode(
  db: Db,
  { email, purpose, userId, forReset = false }: { email: string; purpose: CodePurpose; userId: number; forReset?: boolean },
  now = new Date(),
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    const replaced = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          sql`lower(${verificationCodes.email}) = ${email.toLowerCase()}`,
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .returning({ forReset: verificationCodes.forReset });
    await tx.insert(verificationCodes).values({
      email,
      purpose,
      userId,
      // A code that replaces a password reset's code keeps its meaning: whoever knows the password (a squatter signing
      // in, which mails a new code) must not turn the owner's verification into one that keeps that password.
      forReset: forReset || replaced.some((code) => code.forReset),
      codeHash: hashCode(email, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Reserves one try of a code: the code's own 5 and the account's `RATE_LIMITS.wrongCodesPerAccount`. The account's row is
 * locked while its wrong tries of the last day are summed, so parallel guesses at several codes cannot all read the
 * same total; a new code therefore never brings fresh tries. False when the code itself is used up or locked.
 */
async function reserveTry(db: Db, row: { id: number; userId: number | null }, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (row.userId !== null) {
      const { limit, windowMs } = RATE_LIMITS.wrongCodesPerAccount;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
      const [spent] = await tx
        .select({
          wrong: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)::int`,
          oldest: sql<Date | string | null>`min(${verificationCodes.createdAt}) filter (where ${verificationCodes.attempts} > 0)`,
        })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, row.userId), gt(verificationCodes.createdAt, new Date(now.getTime() - windowMs))));
      if ((spent?.wrong ?? 0) >= limit) {
        const oldest = spent?.oldest ? new Date(spent.oldest).getTime() : now.getTime();
        const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
        throw new AppError('TooManyRequests', 'Too many wrong codes for this account, try again later', { retryAfterS: retryAfter });
      }
    }
    const [reserved] = await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return reserved !== undefined;
  });
}

/**
 * Checks a code: single use (when `consume`), valid 10 minutes, locked after 5 wrong tries (a locked code stays
 * wrong even when the right digits follow), and no more than `RATE_LIMITS.wrongCodesPerAccount` wrong codes per account
 * (429 past that). Answers the user the code was issued for and whether a password reset mailed it; throws InvalidCode.
 */
export async function checkCode(
  db: Db,
  { email, purpose, code, consume }: { email: string; purpose: CodePurpose; code: string; consume: boolean },
  now = new Date(),
): Promise<{ userId: number | null; forReset: boolean }> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        sql`lower(${verificationCodes.email}) = ${email.toLowerCase()}`,
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const invalid = new AppError('InvalidCode', 'Verification code is invalid');
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) throw invalid;
  // Every check first reserves a try, so parallel guesses cannot get past the locks by all reading the same count;
  // the right code gives its try back.
  if (!(await reserveTry(db, row, now)) || row.codeHash !== hashCode(email, purpose, code)) throw invalid;
  // The consumed_at guard makes two concurrent uses of one code succeed only once.
  const settled = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} - 1`, ...(consume ? { consumedAt: now } : {}) })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (settled.length === 0) throw invalid;
  return { userId: row.userId, forReset: row.forReset };
}
