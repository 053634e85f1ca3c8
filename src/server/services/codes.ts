import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '@/shared/constants';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { AppError } from '../platform/errors';
import { RATE_LIMITS } from '../platform/rate-limits';
import { addToWindow, recentCount } from './rate-limit-store';

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email' | 'reauth' | 'sign_in';

/**
 * Who asks for a code and who tries one: the client address of a signed-out flow, or the account of a signed-in one
 * (its address may change between the mail and the try, its session does not).
 */
export type CodeRequester = { ip: string } | { userId: number };

/** The stored form: an address is kept only as a hash, it is needed for nothing but comparing. */
function requesterKey(requester: CodeRequester): string {
  if ('userId' in requester) return `user:${requester.userId}`;
  return `ip:${createHash('sha256').update(`code-requester:${requester.ip}`).digest('hex').slice(0, 32)}`;
}

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email.toLowerCase()}:${code}`).digest('hex');
}

const codesOf = (email: string, purpose: CodePurpose): SQL | undefined =>
  and(
    sql`lower(${verificationCodes.email}) = ${email.toLowerCase()}`,
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.consumedAt),
  );

/**
 * A fresh 6-digit code for (email, purpose), bound to whoever asked: it replaces that requester's earlier code only,
 * so a stranger asking for codes never kills the one the owner is about to type. Returns the plain code for the
 * mail; only its hash is stored.
 */
export async function issueCode(
  db: Db,
  {
    email,
    purpose,
    userId,
    requester,
    forReset = false,
  }: { email: string; purpose: CodePurpose; userId: number; requester: CodeRequester; forReset?: boolean },
  now = new Date(),
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const key = requesterKey(requester);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(codesOf(email, purpose), eq(verificationCodes.requester, key)));
    // A code mailed beside a password reset's code keeps its meaning: whoever knows the password (a squatter signing
    // in, which mails a new code) must not get a code that verifies the owner's mailbox and keeps that password.
    const [resetPending] = await tx
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(codesOf(email, purpose), eq(verificationCodes.forReset, true)))
      .limit(1);
    await tx.insert(verificationCodes).values({
      email,
      purpose,
      userId,
      requester: key,
      forReset: forReset || resetPending !== undefined,
      codeHash: hashCode(email, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return code;
}

/** Reserves one of a code's own tries; false when it is used up, locked or gone. */
async function reserveCodeTry(db: Db, id: number): Promise<boolean> {
  const [reserved] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return reserved !== undefined;
}

/**
 * Reserves one of the mailbox's tries that name no code request of their own (`RATE_LIMITS.unboundCodeTries`),
 * before the comparison, so parallel guesses cannot all read the same count; answers how to give it back.
 */
async function reserveUnboundTry(db: Db, email: string, now: Date): Promise<() => Promise<void>> {
  const { limit, spanMs, bucketMs } = RATE_LIMITS.unboundCodeTries;
  const key = `codes:unbound:email:${email.toLowerCase()}`;
  const at = now.getTime();
  const reservation = await addToWindow(db, key, bucketMs, 1, at);
  const release = async () => {
    await addToWindow(db, key, bucketMs, -1, at, reservation);
  };
  const spent = await recentCount(db, key, { windowMs: bucketMs, spanMs }, at);
  if (spent.count > limit) {
    await release();
    const retryAfter = Math.max(1, Math.ceil((spent.oldestWindowEnd + spanMs - at) / 1000));
    throw new AppError('TooManyRequests', 'Too many wrong codes for this account, try again later', { retryAfterS: retryAfter });
  }
  return release;
}

/**
 * Checks a code: single use (when `consume`), valid 10 minutes, 5 tries each. A try from the client that asked for a
 * code is judged against that code alone and spends only its tries (a locked code stays wrong even when the right
 * digits follow): guesses by anyone else cannot use it up. A try from a client with no live code of its own (the
 * owner reading the mail on another device) may match any live code, and such tries share the mailbox's daily
 * budget (429 past it). Using a code ends every other live code of the same purpose. Answers the user the code was
 * issued for and whether a password reset mailed it; throws InvalidCode.
 */
export async function checkCode(
  db: Db,
  {
    email,
    purpose,
    code,
    consume,
    requester,
  }: { email: string; purpose: CodePurpose; code: string; consume: boolean; requester: CodeRequester },
  now = new Date(),
): Promise<{ userId: number | null; forReset: boolean }> {
  const invalid = new AppError('InvalidCode', 'Verification code is invalid');
  const live = await db
    .select()
    .from(verificationCodes)
    .where(and(codesOf(email, purpose), gt(verificationCodes.expiresAt, now)))
    .orderBy(desc(verificationCodes.id));
  const hash = hashCode(email, purpose, code);
  const own = live.find((row) => row.requester === requesterKey(requester));

  let matched: (typeof live)[number] | undefined;
  let giveBack: () => Promise<void>;
  if (own) {
    // The try is reserved before the comparison, so parallel guesses cannot get past the lock; a right code gives
    // its try back.
    if (!(await reserveCodeTry(db, own.id))) throw invalid;
    matched = own.codeHash === hash ? own : undefined;
    giveBack = async () => {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} - 1` })
        .where(eq(verificationCodes.id, own.id));
    };
  } else {
    const usable = live.filter((row) => row.attempts < CODE_MAX_ATTEMPTS);
    if (usable.length === 0) throw invalid;
    giveBack = await reserveUnboundTry(db, email, now);
    matched = usable.find((row) => row.codeHash === hash);
  }
  if (!matched) throw invalid;
  const usedId = matched.id;
  await giveBack();
  if (consume) {
    // The consumed_at guard makes two concurrent uses of one code succeed only once.
    const used = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, usedId), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw invalid;
    const others = live.map((row) => row.id).filter((id) => id !== usedId);
    if (others.length > 0) {
      await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(inArray(verificationCodes.id, others), isNull(verificationCodes.consumedAt)));
    }
  }
  return { userId: matched.userId, forReset: matched.forReset };
}
