import * as v from 'valibot';

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
});
export type PushSubscriptionBody = v.InferInput<typeof PushSubscriptionBodySchema>;

/** DELETE /api/users/push-subscriptions: this device's endpoint. */
export const DeletePushSubscriptionBodySchema = v.object({ endpoint: Endpoint });
