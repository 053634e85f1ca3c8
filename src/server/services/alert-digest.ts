import { and, eq, isNull } from 'drizzle-orm';
import { warsawDate, warsawLocalToInstant } from '@/shared/warsaw-day';
import type { Db } from '../db/client';
import { notificationSettings, users } from '../db/schema';
import { alertDigestMail } from '../mail/alert-digest-template';
import type { MailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import { alertItemsBetween } from './inbox';

/** Deals listed in one digest mail; the rest are counted and the inbox linked. */
export const DIGEST_MAX_DEALS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's instant of a Warsaw hour, e.g. 08:00. */
const warsawHourToday = (now: Date, hour: number) => warsawLocalToInstant(`${warsawDate(now)}T${String(hour).padStart(2, '0')}:00`);

/**
 * Sends the daily e-mail digest to every member who opted in and has not had today's, once their hour (Warsaw time,
 * 08:00 unless they picked another) has come, with the alert matches since the previous one (at most back to the
 * previous day's hour) whose deals have not ended by now. A member's digest is claimed by moving digest_sent_at first,
 * so two instances never send it twice; a mail that fails gives the claim back for the next tick. A day without
 * matches sends nothing.
 */
export async function sendDueDigests(db: Db, mailer: Mailer, origin: string, now: Date): Promise<{ sent: number; failed: number }> {
  const members = await db
    .select({
      userId: notificationSettings.userId,
      locale: notificationSettings.locale,
      hour: notificationSettings.digestHour,
      sentAt: notificationSettings.digestSentAt,
      email: users.email,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(and(eq(notificationSettings.emailDigest, true), isNull(users.deletedAt)));
  const result = { sent: 0, failed: 0 };
  for (const member of members) {
    const sendTime = warsawHourToday(now, member.hour);
    if (!sendTime || now < sendTime || (member.sentAt && member.sentAt >= sendTime)) continue;
    const unchanged = member.sentAt ? eq(notificationSettings.digestSentAt, member.sentAt) : isNull(notificationSettings.digestSentAt);
    const claimed = await db
      .update(notificationSettings)
      .set({ digestSentAt: now })
      .where(and(eq(notificationSettings.userId, member.userId), unchanged))
      .returning({ userId: notificationSettings.userId });
    if (claimed.length === 0) continue;
    // Back to the previous digest hour, not a day before now: a late tick (a restart, a slow minute) must not drop
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
