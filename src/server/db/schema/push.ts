import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './users';
import { createdAt, identityId } from './columns';

/**
 * A browser's Web Push subscription (issue 15): where to post (the push service's endpoint URL) and the keys that
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint)],
);
