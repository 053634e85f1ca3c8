import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '@/shared/constants';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { HttpError } from '../http/errors';

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email';

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email.toLowerCase()}:${code}`).digest('hex');
}

/**
 * A fresh 6-digit code for (email, purpose); earlier unused codes for the same pair stop working, so only the
 * code in the newest mail is valid. Returns the plain code for the mail; only its hash is stored.
 */
export async function issueCode(
  db: Db,
  { email, purpose, userId }: { email: string; purpose: CodePurpose; userId: number | null },
  now = new Date(),
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          sql`lower(${verificationCodes.email}) = ${email.toLowerCase()}`,
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      email,
      purpose,
      userId,
      codeHash: hashCode(email, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks a code: single use (when `consume`), valid 10 minutes, locked after 5 wrong tries (a locked code stays
 * wrong even when the right digits follow). Answers the user id the code was issued for; throws InvalidCode.
 */
export async function checkCode(
  db: Db,
  { email, purpose, code, consume }: { email: string; purpose: CodePurpose; code: string; consume: boolean },
  now = new Date(),
): Promise<{ userId: number | null }> {
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
  const invalid = new HttpError('InvalidCode', 'Verification code is invalid');
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) throw invalid;
  // Every check first reserves one of the tries in one conditional UPDATE, so parallel guesses cannot get past the
  // lock by all reading the same count; the right code gives its try back.
  const [reserved] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (!reserved || row.codeHash !== hashCode(email, purpose, code)) throw invalid;
  // The consumed_at guard makes two concurrent uses of one code succeed only once.
  const settled = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} - 1`, ...(consume ? { consumedAt: now } : {}) })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (settled.length === 0) throw invalid;
  return { userId: row.userId };
}
