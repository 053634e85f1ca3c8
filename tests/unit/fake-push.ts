import { vi } from 'vitest';

/** A 65-byte P-256 public key in base64url, as GET /api/config/ gives it (0x04 and 64 bytes of 0x01). */
export const VAPID_PUBLIC_KEY = `BAE${'BAQE'.repeat(21)}`;
/** What `vapidKeyBytes(VAPID_PUBLIC_KEY)` must give PushManager.subscribe. */
export const VAPID_KEY_BYTES = new Uint8Array([4, ...Array.from({ length: 64 }, () => 1)]);
export const P256DH = `B${'A'.repeat(86)}`;
export const AUTH = 'A'.repeat(22);
export const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

export class FakePushSubscription {
  readonly endpoint: string;
  readonly options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  readonly unsubscribe = vi.fn(() => {
    this.onUnsubscribe(this);
    return Promise.resolve(true);
  });

  constructor(
    endpoint: string,
    key: Uint8Array | null,
    private readonly onUnsubscribe: (subscription: FakePushSubscription) => void,
  ) {
    this.endpoint = endpoint;
    this.options = { applicationServerKey: key ? new Uint8Array(key).buffer : null, userVisibleOnly: true };
  }

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } };
  }
}

export interface FakePushOptions {
  /** Notification.permission when the page loads. */
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** A subscription this browser already has. */
  subscribed?: boolean;
}

/**
 * A browser with Notification, PushManager and an active service worker whose push manager hands out
 * FakePushSubscriptions. jsdom has none of them; `removeFakePush` takes them away again.
 */
export function installFakePush({ permission = 'default', answer = 'granted', subscribed = false }: FakePushOptions = {}) {
  let currentPermission = permission;
  let current: FakePushSubscription | null = null;
  const drop = (subscription: FakePushSubscription) => {
    if (current === subscription) current = null;
  };
  if (subscribed) current = new FakePushSubscription(ENDPOINT, VAPID_KEY_BYTES, drop);

  const requestPermission = vi.fn(() => {
    currentPermission = answer;
    return Promise.resolve(answer);
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return currentPermission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', class PushManager {});

  const subscribe = vi.fn((options: PushSubscriptionOptionsInit) => {
    current = new FakePushSubscription(ENDPOINT, options.applicationServerKey as Uint8Array, drop);
    return Promise.resolve(current);
  });
  const registration = { pushManager: { getSubscription: () => Promise.resolve(current), subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });

  return {
    requestPermission,
    subscribe,
    subscription: () => current,
  };
}

export function removeFakePush(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

/** The browser's app badge (Badging API), absent from jsdom. */
export function installFakeBadge() {
  const setAppBadge = vi.fn((_count?: number) => Promise.resolve());
  const clearAppBadge = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: setAppBadge });
  Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clearAppBadge });
  return { setAppBadge, clearAppBadge };
}

export function removeFakeBadge(): void {
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
}
