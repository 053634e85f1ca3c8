import * as v from 'valibot';
import { LOCALES } from '../locales';
import { DIGEST_DEFAULT_HOUR } from '../constants';

const NotificationLocale = v.picklist(LOCALES, `locale must be ${LOCALES.join(' or ')}`);

/** base64url text that decodes to exactly `bytes` bytes (padding tolerated), as PushSubscription.toJSON() gives keys. */
const Base64UrlBytes = (name: string, bytes: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url`),
    v.check((text) => Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes, `${name} must encode ${bytes} bytes`),
  );

const Endpoint = v.pipe(
  v.string('endpoint is required'),
  v.trim(),
  v.maxLength(2048, 'endpoint is too long'),
  v.url('endpoint must be a URL'),
);

/**
 * POST /api/users/push-subscriptions: a browser's PushSubscription.toJSON(). The endpoint must belong to a known push
 * service (checked by the server, which posts to it); the keys encrypt the payload for that browser (RFC 8291).
 */
export const PushSubscriptionBodySchema = v.object({
  endpoint: Endpoint,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: Base64UrlBytes('keys.p256dh', 65), auth: Base64UrlBytes('keys.auth', 16) }, 'keys are required'),
  /** The language this device's notifications are written in: the app's language when it subscribed (default Polish). */
  locale: v.optional(NotificationLocale, 'pl'),
});
export type PushSubscriptionBody = v.InferInput<typeof PushSubscriptionBodySchema>;

/** DELETE /api/users/push-subscriptions: this device's endpoint. */
export const DeletePushSubscriptionBodySchema = v.object({ endpoint: Endpoint });

/**
 * POST /api/push/renew: the service worker stores the subscription a browser replaced its old one with
 * (`pushsubscriptionchange`). It holds no access token; the old subscription's auth secret, which only that browser
 * and this server know, proves the device.
 */
export const PushRenewBodySchema = v.object({
  old_endpoint: Endpoint,
  old_auth: Base64UrlBytes('old_auth', 16),
  subscription: v.object({
    endpoint: Endpoint,
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.object({ p256dh: Base64UrlBytes('keys.p256dh', 65), auth: Base64UrlBytes('keys.auth', 16) }, 'keys are required'),
  }),
});
export type PushRenewBody = v.InferOutput<typeof PushRenewBodySchema>;

/** POST /api/users/push-subscriptions/test: sends a test notification to this device (one of the caller's). */
export const TestPushBodySchema = v.object({ endpoint: Endpoint });

const DIGEST_HOUR_INVALID = 'digest_hour must be a whole hour from 0 to 23';

/** A wall-clock time in Europe/Warsaw as an `<input type="time">` gives it: 'HH:MM', 00:00-23:59. */
const ClockTime = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, `${name} must be a time HH:MM`));

/**
 * GET and PUT /api/users/notification-settings: quiet hours (Europe/Warsaw; a window may cross midnight, e.g.
 * 22:00-07:00; null for none) during which pushes are held and then sent as one summary, and the opt-in daily e-mail
 * digest of alert matches, sent at `digest_hour` and written in `locale`.
 */
export const NotificationSettingsSchema = v.object({
  quiet_hours: v.nullable(
    v.pipe(
      v.object({ start: ClockTime('quiet_hours.start'), end: ClockTime('quiet_hours.end') }, 'quiet_hours must be an object or null'),
      v.check((hours) => hours.start !== hours.end, 'quiet_hours: the start and the end must differ'),
    ),
  ),
  email_digest: v.boolean('email_digest must be true or false'),
  /** The hour in Europe/Warsaw the digest goes out, 0-23. */
  digest_hour: v.optional(
    v.pipe(
      v.number(DIGEST_HOUR_INVALID),
      v.integer(DIGEST_HOUR_INVALID),
      v.minValue(0, DIGEST_HOUR_INVALID),
      v.maxValue(23, DIGEST_HOUR_INVALID),
    ),
    DIGEST_DEFAULT_HOUR,
  ),
  /** Reminders of saved deals about to end (24 hours and 2 hours before). On unless turned off. */
  favourite_reminders: v.optional(v.boolean('favourite_reminders must be true or false'), true),
  locale: v.optional(NotificationLocale, 'pl'),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;
export type NotificationSettingsBody = v.InferInput<typeof NotificationSettingsSchema>;

/**
 * POST /api/push/read: the service worker marks the inbox item a notification announced as read when it is clicked.
 * The worker has no access token, so the push payload carries `read_token`, a server signature of that one item.
 */
export const PushReadBodySchema = v.object({
  inbox_item_id: v.pipe(
    v.number('inbox_item_id must be a number'),
    v.integer('inbox_item_id must be whole'),
    v.minValue(1, 'inbox_item_id must be positive'),
  ),
  token: v.pipe(v.string('token is required'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'token is not valid')),
});
export type PushReadBody = v.InferOutput<typeof PushReadBodySchema>;

const PayloadBase = {
  title: v.string(),
  body: v.string(),
  /** Same-origin path the click opens ('//host' would be another site). */
  url: v.pipe(v.string(), v.regex(/^\/(?!\/)/)),
  /** The language the texts are written in (the device's, as it subscribed). */
  lang: NotificationLocale,
  /** A notification with the same tag replaces the previous one instead of stacking. */
  tag: v.string(),
  /** The unread inbox count after this item, for the app badge; null when unknown. */
  unread_count: v.nullable(v.number()),
};

/**
 * What the server pushes (encrypted, RFC 8291) and the service worker shows: one deal an alert matched, a summary of
 * the deals held during quiet hours, or the account page's test notification.
 */
export const PushPayloadSchema = v.variant('kind', [
  v.object({
    kind: v.literal('deal'),
    ...PayloadBase,
    /** The deal's picture (absolute URL), shown large where the platform can. */
    image: v.nullable(v.string()),
    inbox_item_id: v.number(),
    read_token: v.string(),
  }),
  v.object({ kind: v.literal('summary'), ...PayloadBase, count: v.number() }),
  v.object({ kind: v.literal('test'), ...PayloadBase }),
]);
export type PushPayload = v.InferOutput<typeof PushPayloadSchema>;
