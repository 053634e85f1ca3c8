import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationSettings, pushOutbox, pushSubscriptions, users } from '../db/schema';
import type { ServerEnv } from '../platform/env';
import type { Logger } from '../platform/logger';
import { workerLoop, type WorkerLoop } from '../platform/worker-loop';
import type { MailLocale } from '../mail/locale';
import { unreadCount, unreadItemsByIds } from '../services/inbox';
import { dealPayload, summaryPayload, testPayload } from './payloads';
import { quietUntil } from './quiet-hours';
import { sendPush, type PushOutcome } from './send';
import { vapidKeys, type VapidKeysCache } from './vapid';

/** Rows one pass claims; a member's held rows are claimed together as long as fewer than this are due at once. */
const BATCH = 100;
/** How long a claimed row is left alone by other instances: far beyond one send's 10 s timeout. */
const LEASE_MS = 2 * 60_000;
/** After this many failed tries (about 3 hours of back-off) a push is dropped: its news is stale by then. */
export const PUSH_MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;
/** Pushes in flight at once from one instance. */
const SEND_CONCURRENCY = 8;

/** 30 s, 2 min, 8 min, 32 min, 2 h 8 min: a push service that is down for a while is not hammered. */
export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1);
}

interface ClaimedRow {
  id: number;
  subscriptionId: number;
  inboxItemId: number | null;
  attempts: number;
}

/** The push outbox's worker. */
export type PushDispatcher = WorkerLoop;

export interface PushDispatcherOptions {
  db: Db;
  /** The app's VAPID keys cache, so the keys are read once for the app and the dispatcher. */
  caches: { vapidKeys: VapidKeysCache };
  env: ServerEnv;
  logger: Logger;
  /** The clock; tests move it to cross quiet hours and back-off delays. */
  now?: () => Date;
}

/** The contact the push services may reach (RFC 8292): the site's https origin, else an address at the app. */
function vapidSubject(env: ServerEnv): string {
  return env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL.replace(/\/$/, '') : 'mailto:push@okazje.invalid';
}

/**
 * Sends the push outbox. Rows are written with the inbox items in the deal's or vote's transaction; this
 * claims due rows with a lease (FOR UPDATE SKIP LOCKED, so instances share the work), groups them per device and
 * sends one push each: the deal, or one summary for several (the deals held during quiet hours). 404/410 deletes the
 * subscription; throttling and server faults retry with back-off.
 */
export function createPushDispatcher({ db, caches, env, logger, now = () => new Date() }: PushDispatcherOptions): PushDispatcher {
  function claim(at: Date): Promise<ClaimedRow[]> {
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      // Due by the database's clock or by ours, whichever is later: rows are stamped by the database's now(), which
      // may run ahead of this instance's clock (another machine, or just the microseconds a Date cannot hold).
      .where(lte(pushOutbox.nextAttemptAt, sql`greatest(now(), ${at})`))
      .orderBy(pushOutbox.nextAttemptAt, pushOutbox.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(pushOutbox)
      .set({ nextAttemptAt: new Date(at.getTime() + LEASE_MS), attempts: sql`${pushOutbox.attempts} + 1` })
      .where(inArray(pushOutbox.id, due))
      .returning({
        id: pushOutbox.id,
        subscriptionId: pushOutbox.subscriptionId,
        inboxItemId: pushOutbox.inboxItemId,
        attempts: pushOutbox.attempts,
      });
  }

  async function settle(rows: ClaimedRow[], outcome: PushOutcome, at: Date, subscriptionId: number): Promise<void> {
    const ids = rows.map((row) => row.id);
    if (outcome === 'gone') {
      // The browser unsubscribed or the subscription expired: the push service will never take it again.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
      return;
    }
    const attempts = Math.max(...rows.map((row) => row.attempts));
    if (outcome === 'retry' && attempts < PUSH_MAX_ATTEMPTS) {
      await db
        .update(pushOutbox)
        .set({ nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)) })
        .where(inArray(pushOutbox.id, ids));
      return;
    }
    if (outcome !== 'sent') logger.warn('push dropped', { outcome, attempts, subscription: subscriptionId });
    await db.delete(pushOutbox).where(inArray(pushOutbox.id, ids));
  }

  async function deliver(subscriptionId: number, rows: ClaimedRow[], at: Date): Promise<void> {
    const [target] = await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        locale: pushSubscriptions.locale,
        userId: pushSubscriptions.userId,
        marketId: users.marketId,
        quietStart: notificationSettings.quietStart,
        quietEnd: notificationSettings.quietEnd,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.id, subscriptionId));
    // Unsubscribed meanwhile: its rows went with it.
    if (!target) return;
    const locale = target.locale as MailLocale;
    const options = { vapid: await vapidKeys(db, caches.vapidKeys), subject: vapidSubject(env), allowlist: env.PUSH_ENDPOINT_ALLOWLIST };

    // A test was asked for on the device, now: quiet hours do not hold it.
    const tests = rows.filter((row) => row.inboxItemId === null);
    if (tests.length > 0) {
      const outcome = await sendPush(target, testPayload(locale), options);
      await settle(tests, outcome, at, subscriptionId);
      // The device is gone, and its alert rows with it.
      if (outcome === 'gone') return;
    }

    const alerts = rows.filter((row) => row.inboxItemId !== null);
    if (alerts.length === 0) return;
    const hours = target.quietStart === null || target.quietEnd === null ? null : { start: target.quietStart, end: target.quietEnd };
    const until = quietUntil(at, hours);
    if (until) {
      // Held, not tried: the claim's attempt is given back.
      await db
        .update(pushOutbox)
        .set({ nextAttemptAt: until, attempts: sql`${pushOutbox.attempts} - 1` })
        .where(
          inArray(
            pushOutbox.id,
            alerts.map((row) => row.id),
          ),
        );
      return;
    }
    // An item read in the app meanwhile (or on a deal since hidden) is news no more.
    const items = await unreadItemsByIds(
      db,
      target.userId,
      alerts.map((row) => row.inboxItemId).filter((id): id is number => id !== null),
    );
    const [first] = items;
    if (!first) {
      await settle(alerts, 'sent', at, subscriptionId);
      return;
    }
    const unread = await unreadCount(db, target.userId, target.marketId);
    const payload = items.length === 1 ? dealPayload(first, locale, unread, env.JWT_SECRET) : summaryPayload(items.length, locale, unread);
    await settle(alerts, await sendPush(target, payload, options), at, subscriptionId);
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const at = now();
      const rows = await claim(at);
      if (rows.length === 0) return;
      const bySubscription = new Map<number, ClaimedRow[]>();
      for (const row of rows) bySubscription.set(row.subscriptionId, [...(bySubscription.get(row.subscriptionId) ?? []), row]);
      const devices = [...bySubscription];
      // A deal hundreds watch queues hundreds of pushes: a few requests at a time, so the last device does not wait for
      // every push service's round trip before it.
      const worker = async () => {
        for (let next = devices.shift(); next; next = devices.shift()) {
          const [subscriptionId, group] = next;
          try {
            await deliver(subscriptionId, group, at);
          } catch (error) {
            // The lease brings these rows back after LEASE_MS; the others in the batch go on.
            logger.error('push delivery failed', {
              subscription: subscriptionId,
              error: error instanceof Error ? error.message : String(error),
            });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, devices.length) }, worker));
    }
  }

  return workerLoop('push outbox', drainOnce, logger);
}
