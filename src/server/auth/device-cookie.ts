import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): each successful sign-in leaves a
 * signed, httpOnly cookie naming the account, so that device keeps signing in with the password alone while the
 * account is under a guessing attack that sends every other device through a mailed code. The cookie holds up to
 * MAX_ENTRIES accounts (a shared family computer), newest first.
 */
export const DEVICE_COOKIE = 'okazje_device';
/** Half a year: a device unused that long asks for a code again only if its account is under attack meanwhile. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const MAX_ENTRIES = 5;

interface DeviceEntry {
  userId: number;
  nonce: string;
}

function signature(secret: string, { userId, nonce }: DeviceEntry): string {
  return createHmac('sha256', secret).update(`device-cookie:${userId}.${nonce}`).digest('base64url');
}

function entriesOf(cookie: string | undefined, secret: string): DeviceEntry[] {
  if (!cookie || cookie.length > 2048) return [];
  const entries: DeviceEntry[] = [];
  for (const part of cookie.split('|').slice(0, MAX_ENTRIES)) {
    const match = /^([1-9]\d{0,9})\.([\w-]{16,64})\.([\w-]{43})$/.exec(part);
    if (!match?.[1] || !match[2] || !match[3]) continue;
    const entry = { userId: Number(match[1]), nonce: match[2] };
    const expected = Buffer.from(signature(secret, entry));
    const given = Buffer.from(match[3]);
    if (expected.length === given.length && timingSafeEqual(expected, given)) entries.push(entry);
  }
  return entries;
}

const serialize = (secret: string, entries: DeviceEntry[]) =>
  entries.map((entry) => `${entry.userId}.${entry.nonce}.${signature(secret, entry)}`).join('|');

/** The device's own id for `userId` when its cookie holds a valid entry for that account; null otherwise. */
export function trustedDeviceFor(cookie: string | undefined, secret: string, userId: number): string | null {
  return entriesOf(cookie, secret).find((entry) => entry.userId === userId)?.nonce ?? null;
}

/** The cookie after a sign-in of `userId`: that account first (its old device id kept), at most MAX_ENTRIES. */
export function deviceCookieAfterSignIn(cookie: string | undefined, secret: string, userId: number): string {
  const entries = entriesOf(cookie, secret);
  const nonce = entries.find((entry) => entry.userId === userId)?.nonce ?? randomBytes(18).toString('base64url');
  const others = entries.filter((entry) => entry.userId !== userId);
  return serialize(secret, [{ userId, nonce }, ...others].slice(0, MAX_ENTRIES));
}
