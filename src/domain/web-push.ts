import { useSyncExternalStore } from 'react';
import type { PushSubscriptionBody } from '@/shared/schemas/push';
import { apiRequest } from '@/lib/http';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import type { Locale } from '@/shared/locales';

/**
 * This browser's side of Web Push: whether it can receive notifications, its PushSubscription, and the
 * record of the one this app stored on the server. The alerts page turns push on and off with these; sign-out uses
 * `forgetPushDevice`, so a device never goes on receiving an account's notifications after leaving it.
 */

/**
 * 'needs-install': iPhone and iPad receive web notifications only in an app added to the home screen (iOS 16.4+), so
 * Safari in a tab has no PushManager. 'pending' while the server renders and the browser hydrates.
 */
export type PushSupport = 'pending' | 'supported' | 'needs-install' | 'unsupported';

/** iPhone, iPod, and iPad (which reports itself as a Mac with a touch screen), whatever the browser. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function runsFromHomeScreen(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
}

/** What this browser can do; read in the browser only (see `usePushSupport`). */
export function pushSupport(): Exclude<PushSupport, 'pending'> {
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  return isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) && !runsFromHomeScreen() ? 'needs-install' : 'unsupported';
}

const subscribeNever = () => () => undefined;

/** The browser's push support, 'pending' in the server's render and the hydration that matches it. */
export function usePushSupport(): PushSupport {
  return useSyncExternalStore<PushSupport>(subscribeNever, pushSupport, () => 'pending');
}

/** The VAPID public key as PushManager.subscribe takes it: the bytes behind the config's base64url text. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key: one made with an older key must be replaced (subscribe would refuse). */
export function hasServerKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** POST /api/users/push-subscriptions' body: PushSubscription.toJSON() and the language its notifications are written in. */
export function pushSubscriptionBody(subscription: PushSubscription, locale: Locale): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    locale,
  };
}

/**
 * This browser's subscription, or null. Asks the registration that exists rather than `serviceWorker.ready`, which
 * never settles where no worker is registered (the dev server, a browser that blocks workers).
 */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** How long turning push on waits for the service worker to be active; a first visit installs it within seconds. */
const WORKER_READY_TIMEOUT_MS = 10_000;

/** The active service worker's registration, or null when none becomes active in time. */
export async function readyRegistration(timeoutMs = WORKER_READY_TIMEOUT_MS): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The subscription this app stored on the server for the signed-in user, and the language it asked for. The
 * browser's subscription alone does not say the server has it (the POST may have failed, or an older session's may
 * linger), so the switch is on only when both agree. Forgotten on every sign-out.
 */
export interface PushDeviceRecord {
  endpoint: string;
  locale: Locale;
}

const PUSH_RECORD_KEY = 'pushDevice';

export function readPushRecord(): PushDeviceRecord | null {
  const raw = readStored(PUSH_RECORD_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PushDeviceRecord>;
    if (typeof parsed.endpoint !== 'string' || (parsed.locale !== 'pl' && parsed.locale !== 'en')) return null;
    return { endpoint: parsed.endpoint, locale: parsed.locale };
  } catch {
    return null;
  }
}

export function writePushRecord(record: PushDeviceRecord): void {
  writeStored(PUSH_RECORD_KEY, JSON.stringify(record));
}

export function clearPushRecord(): void {
  removeStored(PUSH_RECORD_KEY);
}

export const PUSH_SUBSCRIPTIONS_PATH = 'users/push-subscriptions';

/** DELETE /api/users/push-subscriptions: the server stops sending to this endpoint (204, also when it had none). */
export function deletePushSubscription(
  endpoint: string,
  options: { timeoutMs?: number; retryOnUnauthorized?: boolean } = {},
): Promise<unknown> {
  return apiRequest(PUSH_SUBSCRIPTIONS_PATH, { method: 'DELETE', body: { endpoint }, ...options });
}

/** Sign-out may not wait longer than this for the push cleanup: an offline sign-out must still be quick. */
export const SIGN_OUT_PUSH_BUDGET_MS = 2_000;

async function unsubscribe(subscription: PushSubscription): Promise<void> {
  try {
    await subscription.unsubscribe();
  } catch {
    // The push service could not be told; the subscription is dropped with the next browser clean-up at the latest.
  }
}

/**
 * Stops push on this device: the server forgets the endpoint and the browser unsubscribes, side by side. Never throws
 * and never takes longer than `budgetMs`: the server's part is best effort (offline, an expired session), since an
 * unsubscribed endpoint is refused by the push service and the server then drops it on its own.
 */
export async function forgetPushDevice({
  budgetMs = SIGN_OUT_PUSH_BUDGET_MS,
  retryOnUnauthorized = false,
}: { budgetMs?: number; retryOnUnauthorized?: boolean } = {}): Promise<void> {
  clearPushRecord();
  const work = (async () => {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await Promise.allSettled([
      deletePushSubscription(subscription.endpoint, { timeoutMs: budgetMs, retryOnUnauthorized }),
      unsubscribe(subscription),
    ]);
  })().catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  await Promise.race([work, budget]);
  clearTimeout(timer);
}

/**
 * The browser's part alone, when the session ended without this tab signing out (another tab did, or the session
 * expired): the server cannot be asked any more, but the browser can stop receiving.
 */
export async function forgetPushDeviceLocally(): Promise<void> {
  clearPushRecord();
  const subscription = await currentPushSubscription();
  if (subscription) await unsubscribe(subscription);
}
