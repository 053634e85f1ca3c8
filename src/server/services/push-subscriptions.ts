import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@/shared/schemas/push';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { AppError } from '../errors';
import { isAllowedPushEndpoint } from '../push/endpoints';

/**
 * POST /api/users/push-subscriptions: stores this browser's subscription for the caller. An endpoint is one browser
 * profile, so a device now used by another account moves to it (its keys are replaced by the ones just sent).
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
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth } });
}

/** DELETE /api/users/push-subscriptions: forgets this device for the caller; nothing to forget is not an error. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
