import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { NotificationSettings, NotificationSettingsBody, PushRenewBody, PushSubscriptionBody } from '@/shared/schemas/push';
import { DIGEST_DEFAULT_HOUR } from '@/shared/constants';
import { clockToMinutes, minutesToClock } from '@/shared/warsaw-day';
import type { Db } from '../db/client';
import { notificationSettings, pushOutbox, pushSubscriptions } from '../db/schema';
import { AppError } from '../platform/errors';
import { isAllowedPushEndpoint } from '../outbound/push-endpoints';

/**
 * POST /api/users/push-subscriptions: stores this browser's subscription for the caller. An endpoint is one browser
 * profile, so a device now used by another account moves to it (its keys and language are replaced by the ones sent).
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  body: PushSubscriptionBody,
  allowlist: readonly string[],
): Promise<void> {
  if (!isAllowedPushEndpoint(body.endpoint, allowlist)) {
    throw new AppError('ValidationError', 'endpoint: not a push service this server sends to');
  }
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, locale: body.locale ?? 'pl' };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, locale: values.locale },
    });
}

/**
 * POST /api/push/renew: moves a device's row to the subscription its browser replaced the old one with, keeping its
 * account and language. The old auth secret must match (compared in constant time); otherwise, or for an endpoint we
 * do not have, 404.
 */
export async function renewPushSubscription(db: Db, body: PushRenewBody, allowlist: readonly string[]): Promise<void> {
  const { subscription } = body;
  if (!isAllowedPushEndpoint(subscription.endpoint, allowlist)) {
    throw new AppError('ValidationError', 'subscription.endpoint: not a push service this server sends to');
  }
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ id: pushSubscriptions.id, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.old_endpoint))
      .for('update');
    const given = Buffer.from(body.old_auth.replace(/=+$/, ''));
    const stored = Buffer.from((old?.auth ?? '').replace(/=+$/, ''));
    if (!old || given.length !== stored.length || !timingSafeEqual(given, stored)) {
      throw new AppError('NotFound', 'This device is not registered for notifications');
    }
    // The new endpoint may already have a row (the page stored it first): the renewed row takes its place.
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, subscription.endpoint), ne(pushSubscriptions.id, old.id)));
    await tx
      .update(pushSubscriptions)
      .set({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
      .where(eq(pushSubscriptions.id, old.id));
  });
}

/** DELETE /api/users/push-subscriptions: forgets this device for the caller; nothing to forget is not an error. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** POST /api/users/push-subscriptions/test: queues a test push to one of the caller's devices (404 for another's). */
export async function queueTestPush(db: Db, userId: number, endpoint: string): Promise<void> {
  const [subscription] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  if (!subscription) throw new AppError('NotFound', 'This device is not registered for notifications');
  await db.insert(pushOutbox).values({ subscriptionId: subscription.id });
}

/** GET /api/users/notification-settings: no row yet means no quiet hours and no digest. */
export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!row) return { quiet_hours: null, email_digest: false, digest_hour: DIGEST_DEFAULT_HOUR, favourite_reminders: true, locale: 'pl' };
  return {
    quiet_hours:
      row.quietStart === null || row.quietEnd === null
        ? null
        : { start: minutesToClock(row.quietStart), end: minutesToClock(row.quietEnd) },
    email_digest: row.emailDigest,
    digest_hour: row.digestHour,
    favourite_reminders: row.favouriteReminders,
    locale: row.locale === 'en' ? 'en' : 'pl',
  };
}

/**
 * PUT /api/users/notification-settings. Pushes held by the old quiet hours are due again at once, so the dispatcher
 * judges them by the new ones. Held rows are the future ones never tried (attempts 0): a row being sent or waiting
 * to retry has been tried, and is left alone.
 */
export async function saveNotificationSettings(db: Db, userId: number, body: NotificationSettingsBody): Promise<NotificationSettings> {
  const values = {
    quietStart: body.quiet_hours ? clockToMinutes(body.quiet_hours.start) : null,
    quietEnd: body.quiet_hours ? clockToMinutes(body.quiet_hours.end) : null,
    emailDigest: body.email_digest,
    digestHour: body.digest_hour ?? DIGEST_DEFAULT_HOUR,
    favouriteReminders: body.favourite_reminders ?? true,
    locale: body.locale ?? 'pl',
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
    const devices = tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx
      .update(pushOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(and(inArray(pushOutbox.subscriptionId, devices), eq(pushOutbox.attempts, 0), gt(pushOutbox.nextAttemptAt, new Date())));
  });
  return getNotificationSettings(db, userId);
}
