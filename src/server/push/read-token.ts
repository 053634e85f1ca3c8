import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The service worker marks a clicked notification's inbox item read without an access token (it cannot read the
 * app's storage), so the push payload, which only that device can decrypt, carries this signature of the one item.
 */
export function pushReadToken(secret: string, inboxItemId: number): string {
  return createHmac('sha256', secret).update(`push-read:${inboxItemId}`).digest('base64url');
}

export function isPushReadToken(secret: string, inboxItemId: number, token: string): boolean {
  const expected = Buffer.from(pushReadToken(secret, inboxItemId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
