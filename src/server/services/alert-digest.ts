import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { warsawDate, warsawLocalToInstant } from '@/shared/warsaw-day';
import type { Db } from '../db/client';
import { notificationSettings, users } from '../db/schema';
import { alertDigestMail } from '../mail/alert-digest-template';
import type { MailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import { alertItemsBetween } from './inbox';

/** The digest goes out at 08:00 Warsaw time: the morning's coffee, not the middle of the night. */
export const DIGEST_CLOCK = '08:00';
/** Deals listed in one digest mail; the rest are counted and the inbox linked. */
export const DIGEST_MAX_DEALS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the daily e-mail digest to every member who opted in and has not had today's, with the alert
 * matches since the previous one (at most back to the previous day's 08:00). A member's digest is claimed by moving digest_sent_at first,
 * so two instances never send it twice; a mail that fails gives the claim back for the next tick. A day without
 * matches sends nothing.
 */
export async function sendDueDigests(db: Db, mailer: Mailer, origin: string, now: Date): Promise<{ sent: number; failed: number }> {
  const sendTime = warsawLocalToInstant(`${warsawDate(now)}T${DIGEST_CLOCK}`);
  if (!sendTime || now < sendTime) return { sent: 0, failed: 0 };
  const due = await db
    .select({
      userId: notificationSettings.userId,
      locale: notificationSettings.locale,
      sentAt: notificationSettings.digestSentAt,
      email: users.email,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(
        eq(notificationSettings.emailDigest, true),
        or(isNull(notificationSettings.digestSentAt), lt(notificationSettings.digestSentAt, sendTime)),
        isNull(users.deletedAt),
      ),
    );
  const result = { sent: 0, failed: 0 };
  for (const member of due) {
    const unchanged = member.sentAt ? eq(notificationSettings.digestSentAt, member.sentAt) : isNull(notificationSettings.digestSentAt);
    const claimed = await db
      .update(notificationSettings)
      .set({ digestSentAt: now })
      .where(and(eq(notificationSettings.userId, member.userId), unchanged))
      .returning({ userId: notificationSettings.userId });
    if (claimed.length === 0) continue;
    // Back to the previous digest clock, not a day before now: a late tick (a restart, a slow minute) must not drop
    // the matches that came just after yesterday's digest.
    const since = new Date(Math.max(member.sentAt?.getTime() ?? 0, sendTime.getTime() - DAY_MS));
    const { items, count } = await alertItemsBetween(db, member.userId, since, now, DIGEST_MAX_DEALS);
    if (count === 0) continue;
    try {
      await mailer.send(alertDigestMail(member.email, items, count, origin, member.locale as MailLocale));
      result.sent += 1;
    } catch {
      await db.update(notificationSettings).set({ digestSentAt: member.sentAt }).where(eq(notificationSettings.userId, member.userId));
      result.failed += 1;
    }
  }
  return result;
}
