import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, userRef } from './users';
import { createdAt, identityId, ts } from './columns';
import { inboxItems } from './community';
import { deals } from './catalog';

/**
 * A browser's Web Push subscription: where to post (the push service's endpoint URL) and the keys that
 * encrypt the payload for that browser (RFC 8291). One row per endpoint: a device that changes account moves its row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: userRef(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and the 16-byte auth secret, base64url as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language this device's notifications are written in (the app's language when it subscribed). */
    locale: text('locale').notNull().default('pl'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_locale_check', sql`${t.locale} in ('pl', 'en')`),
  ],
);

/**
 * Pushes waiting to be sent, one row per device: written in the transaction that creates the inbox item, sent after
 * commit by the dispatcher, so a crash or restart between the two loses nothing. A row leaves the table once its push
 * service accepted it, gave up on the subscription (404/410), or after the last retry.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The alert match it announces; null for the account page's test notification. */
    inboxItemId: integer('inbox_item_id').references(() => inboxItems.id, { onDelete: 'cascade' }),
    attempts: smallint('attempts').notNull().default(0),
    /**
     * Due time. A dispatcher that claims a row moves it a lease ahead, so another instance leaves it alone meanwhile;
     * quiet hours move it to their end, where it meets the others held in the same window and they go as one summary.
     */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_due_idx').on(t.nextAttemptAt), index('push_outbox_subscription_idx').on(t.subscriptionId)],
);

/**
 * Deals whose news is still to be told (the transactional outbox of alert fan-out): one row written in the transaction
 * of the new deal, the vote past a threshold or the rise, and taken by a worker on any instance, which matches the
 * alerts and follows, writes the inbox items and queues their pushes, and deletes the row, all in one transaction. A
 * post costs one row whoever watches it, and a crash before the worker's commit leaves the row for the next try.
 */
export const alertJobs = pgTable(
  'alert_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** 'created', 'votes_10', 'votes_25', 'votes_100' or 'rising': which alerts the moment is for. */
    trigger: text('trigger').notNull(),
    /** The moment itself (the vote that made the deal rise counts its minutes from the post to then). */
    at: ts('at').notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    /** Due time; a worker that claims the row moves it a lease ahead, so another instance leaves it alone meanwhile. */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  },
  (t) => [
    index('alert_jobs_due_idx').on(t.nextAttemptAt, t.id),
    check('alert_jobs_trigger_check', sql`${t.trigger} in ('created', 'votes_10', 'votes_25', 'votes_100', 'rising')`),
  ],
);

/** A member's delivery preferences; no row means no quiet hours and no digest. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Quiet hours in Europe/Warsaw as minutes after midnight; both null for none. The window may cross midnight. */
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    emailDigest: boolean('email_digest').notNull().default(false),
    /** The hour in Europe/Warsaw the digest goes out (DIGEST_DEFAULT_HOUR unless the member picked another). */
    digestHour: smallint('digest_hour').notNull().default(8),
    /** Reminders of favourited deals about to end; on unless the member turns them off. */
    favouriteReminders: boolean('favourite_reminders').notNull().default(true),
    /** The language of the digest mail. */
    locale: text('locale').notNull().default('pl'),
    /** When the last digest was sent (or found nothing to send); the next one covers the matches since. */
    digestSentAt: ts('digest_sent_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'notification_settings_quiet_check',
      sql`(${t.quietStart} is null) = (${t.quietEnd} is null) and coalesce(${t.quietStart} between 0 and 1439 and ${t.quietEnd} between 0 and 1439 and ${t.quietStart} <> ${t.quietEnd}, true)`,
    ),
    check('notification_settings_locale_check', sql`${t.locale} in ('pl', 'en')`),
    check('notification_settings_digest_hour_check', sql`${t.digestHour} between 0 and 23`),
    index('notification_settings_digest_idx')
      .on(t.userId)
      .where(sql`${t.emailDigest}`),
  ],
);
