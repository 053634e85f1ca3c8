import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MARKETING_CONSENT_POINTS } from '@/shared/constants';
import type { Tx } from '../db/client';
import { marketingBonusPhones, pointsLedger } from '../db/schema';

/**
 * One phone number however it is written: without spaces, dashes or parentheses, `00` as `+`, and nine digits
 * alone as a Polish number (+48). The profile form takes `+48123456789` only, but older rows and other spellings of
 * the same number must not earn the bonus again.
 */
export function phoneKey(phone: string): string {
  const compact = phone.replace(/[\s()-]/g, '').replace(/^00/, '+');
  return /^\d{9}$/.test(compact) ? `+48${compact}` : compact;
}

/** What `marketing_bonus_phones` stores for a number: the sha256 of its key, so the table lists no numbers. */
export function marketingBonusPhoneHash(phone: string): string {
  return createHash('sha256').update(phoneKey(phone)).digest('hex');
}

/**
 * Pays MARKETING_CONSENT_POINTS unless the account already has them or its phone number already earned them for any
 * account. Runs in the transaction that saved the profile, under the user row's lock; the number's row is claimed
 * with its primary key, so two accounts saving one number at once pay it once (the second waits for the first's
 * commit and then finds it taken).
 */
export async function payMarketingBonus(tx: Tx, user: { id: number; marketId: number }, phone: string, now: Date): Promise<void> {
  const [paid] = await tx
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.reason, 'marketing_consent_bonus')))
    .limit(1);
  if (paid) return;
  const [claimed] = await tx
    .insert(marketingBonusPhones)
    .values({ phoneHash: marketingBonusPhoneHash(phone), createdAt: now })
    .onConflictDoNothing()
    .returning({ phoneHash: marketingBonusPhones.phoneHash });
  if (!claimed) return;
  await tx.insert(pointsLedger).values({
    userId: user.id,
    marketId: user.marketId,
    reason: 'marketing_consent_bonus',
    points: MARKETING_CONSENT_POINTS,
    createdAt: now,
  });
}
