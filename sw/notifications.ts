/**
 * Web Push in the service worker: what a push shows and what a click on it does, written against the few
 * parts of the worker's globals they use, so the rules are unit-tested without a service worker.
 */
import * as v from 'valibot';
import { PushPayloadSchema, type PushPayload } from '@/shared/schemas/push';

/** Shown when a push cannot be read: Chrome demands a visible notification for every push (userVisibleOnly). */
export const APP_NAME = 'Okazje';
export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** The status-bar icon on Android: only its alpha channel is drawn, hence the monochrome one. */
export const NOTIFICATION_BADGE = '/icons/icon-monochrome-512.png';
/** Where a notification without a usable address of its own leads: the list of everything the alerts found. */
export const FALLBACK_URL = '/account/inbox';
/** Tag of the generic notification, so unreadable pushes replace each other instead of piling up. */
const FALLBACK_TAG = 'okazje';
/** The read call must not keep the worker alive for long on a dead connection; the inbox marks it read later anyway. */
export const READ_TIMEOUT_MS = 5_000;

/** NotificationOptions as browsers take them: TypeScript's lib leaves out the fields not every browser supports. */
export interface ShownNotificationOptions extends NotificationOptions {
  image?: string;
  renotify?: boolean;
  data: NotificationData;
}

/** What a notification carries to its click. */
export interface NotificationData {
  url: string;
  inbox_item_id: number | null;
  read_token: string | null;
}

export interface NotificationToShow {
  title: string;
  options: ShownNotificationOptions;
  /** The app badge to show after this push: a number, or null to leave the badge as it is. */
  badge: number | null;
}

/** The push's JSON body as the server sends it, or null for a push without data or with data of another shape. */
export function parsePushPayload(data: { json(): unknown } | null | undefined): PushPayload | null {
  if (!data) return null;
  let json: unknown;
  try {
    json = data.json();
  } catch {
    return null;
  }
  const result = v.safeParse(PushPayloadSchema, json);
  return result.success ? result.output : null;
}

/**
 * A path of this origin, or null. The payload's url starts with '/', but so does '//elsewhere.example': resolving it
 * is the only sure test that a click stays on this site.
 */
export function sameOriginPath(url: string, origin: string): string | null {
  if (!url.startsWith('/')) return null;
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return null;
  }
  return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
}

/**
 * Only web pictures: the server sends this site's /media paths (or absolute addresses); a data: or javascript: address
 * from a bad payload is dropped rather than handed to the browser.
 */
function webImage(image: string | null, origin: string): string | undefined {
  if (!image) return undefined;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The notification a push shows: the server's text, or the app's name alone when the push cannot be read. */
export function notificationFor(payload: PushPayload | null, origin: string): NotificationToShow {
  const base = { icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, renotify: false };
  if (!payload) {
    return {
      title: APP_NAME,
      options: { ...base, tag: FALLBACK_TAG, data: { url: FALLBACK_URL, inbox_item_id: null, read_token: null } },
      badge: null,
    };
  }
  const options: ShownNotificationOptions = {
    ...base,
    body: payload.body,
    tag: payload.tag,
    lang: payload.lang,
    data: {
      url: sameOriginPath(payload.url, origin) ?? FALLBACK_URL,
      inbox_item_id: payload.kind === 'deal' ? payload.inbox_item_id : null,
      read_token: payload.kind === 'deal' ? payload.read_token : null,
    },
  };
  const image = payload.kind === 'deal' ? webImage(payload.image, origin) : undefined;
  if (image) options.image = image;
  return { title: payload.title, options, badge: payload.unread_count };
}

/** The navigator's app badge methods (installed apps on Chromium and Safari); absent elsewhere. */
export interface BadgeNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Sets the icon's badge to the unread count, clearing it at 0; a platform without badges is left alone. */
export async function updateAppBadge(navigator: BadgeNavigator, count: number | null): Promise<void> {
  if (count === null || !Number.isFinite(count)) return;
  try {
    if (count > 0) await navigator.setAppBadge?.(Math.floor(count));
    else await navigator.clearAppBadge?.();
  } catch {
    // Not allowed right now (no permission, not installed): the badge is a nicety, the notification is what counts.
  }
}

export interface PushDeps {
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  navigator: BadgeNavigator;
  origin: string;
}

/**
 * The `push` event's work: one notification always (userVisibleOnly), then the badge. Should the browser refuse the
 * options (an image it cannot take, say), the plain notification stands in, still leading to the same page.
 */
export async function showPush(data: { json(): unknown } | null | undefined, deps: PushDeps): Promise<void> {
  const shown = notificationFor(parsePushPayload(data), deps.origin);
  const show = deps.registration.showNotification(shown.title, shown.options).catch(() => {
    const { image: _image, ...plain } = shown.options;
    return deps.registration.showNotification(shown.title, plain);
  });
  await Promise.all([show, updateAppBadge(deps.navigator, shown.badge)]);
}

/** What a click opens and, for a deal an alert found, which inbox item it marks read. */
export interface ClickTarget {
  url: string;
  read: { inbox_item_id: number; token: string } | null;
}

/** Reads a clicked notification's data, trusting nothing: a notification of an older worker may carry another shape. */
export function clickTarget(data: unknown, origin: string): ClickTarget {
  const record = typeof data === 'object' && data !== null ? (data as Partial<Record<keyof NotificationData, unknown>>) : {};
  const url = typeof record.url === 'string' ? (sameOriginPath(record.url, origin) ?? FALLBACK_URL) : FALLBACK_URL;
  const id = record.inbox_item_id;
  const token = record.read_token;
  const read =
    typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof token === 'string' && token ? { inbox_item_id: id, token } : null;
  return { url, read };
}

/** The parts of a WindowClient used here. */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Shows `url` in a window of the app: one already open is taken over (navigated, then focused), the one already on
 * that page first; a new window otherwise, and also when the open one cannot be navigated (a page this worker does not
 * control refuses). Focusing can be refused without user activation, which leaves the page navigated behind.
 */
export async function openInApp(clients: ClientsLike, path: string, origin: string): Promise<void> {
  const target = new URL(path, origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((client) => {
    try {
      return new URL(client.url).origin === origin;
    } catch {
      return false;
    }
  });
  const client = windows.find((candidate) => candidate.url === target) ?? windows[0];
  if (client) {
    try {
      if (client.url !== target) await client.navigate(target);
      await client.focus().catch(() => undefined);
      return;
    } catch {
      // Fall through to a new window.
    }
  }
  await clients.openWindow(target);
}

export type FetchLike = (url: string, init: RequestInit) => Promise<unknown>;

/** POST /api/push/read with the item's signed token; best effort (offline, an expired token), never throws. */
export async function markPushRead(fetchImpl: FetchLike, read: ClickTarget['read']): Promise<void> {
  if (!read) return;
  try {
    await fetchImpl('/api/push/read', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ inbox_item_id: read.inbox_item_id, token: read.token }),
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
  } catch {
    // The item stays unread in the inbox; the user still gets to the deal.
  }
}

export interface ClickDeps {
  clients: ClientsLike;
  fetch: FetchLike;
  origin: string;
}

/**
 * The `notificationclick` event's work: the window opens at once (browsers allow it only shortly after the click, so it
 * never waits for the network) while the item is marked read beside it; neither's failure stops the other.
 */
export async function handleNotificationClick(notification: { data: unknown; close(): void }, deps: ClickDeps): Promise<void> {
  notification.close();
  const target = clickTarget(notification.data, deps.origin);
  await Promise.allSettled([openInApp(deps.clients, target.url, deps.origin), markPushRead(deps.fetch, target.read)]);
}

/** The parts of a PushSubscription the renewal reads. */
export interface SubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): { expirationTime?: number | null; keys?: Record<string, string> };
}

export interface RenewDeps {
  fetch: FetchLike;
  subscribe(options: { userVisibleOnly: true; applicationServerKey?: ArrayBuffer }): Promise<SubscriptionLike>;
}

/**
 * The `pushsubscriptionchange` event's work: the browser replaced this device's subscription (push services rotate
 * them), possibly without making the new one. The worker has no access token, so it proves the device with the old
 * subscription's auth secret (POST /api/push/renew). Without an old subscription nothing proves it: the app stores
 * the new one the next time it is opened signed in. Best effort, never throws.
 */
export async function renewSubscription(
  previous: SubscriptionLike | null,
  current: SubscriptionLike | null,
  deps: RenewDeps,
): Promise<void> {
  const oldAuth = previous?.toJSON().keys?.auth;
  if (!previous || !oldAuth) return;
  try {
    const key = previous.options?.applicationServerKey ?? undefined;
    const next = current ?? (await deps.subscribe({ userVisibleOnly: true, ...(key ? { applicationServerKey: key } : {}) }));
    const json = next.toJSON();
    await deps.fetch('/api/push/renew', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        old_endpoint: previous.endpoint,
        old_auth: oldAuth,
        subscription: { endpoint: next.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys },
      }),
    });
  } catch {
    // Subscribing or the call failed (offline, permission withdrawn): the app's next start stores what there is.
  }
}
