import { ApiError } from '@/lib/http';
import type { Locale } from '@/shared/locales';
import {
  currentPushSubscription,
  forgetPushDevice,
  hasServerKey,
  pushSubscriptionBody,
  readPushRecord,
  readyRegistration,
  vapidKeyBytes,
  writePushRecord,
} from '@/domain/web-push';
import { savePushSubscription } from '../api/save-push-subscription';
import { sendTestPush } from '../api/send-test-push';

/**
 * Turning Web Push on and off for this device, and its test notification. Plain async functions over the
 * browser's APIs and the API calls; the alerts page's switch runs them and tells the user the outcome.
 */

/** What the user sees on the switch: on only when the browser has a subscription the server stored for this account. */
export interface PushDeviceState {
  permission: NotificationPermission;
  on: boolean;
}

export async function readPushDeviceState(): Promise<PushDeviceState> {
  const permission = Notification.permission;
  if (permission !== 'granted') return { permission, on: false };
  const subscription = await currentPushSubscription();
  return { permission, on: subscription !== null && readPushRecord()?.endpoint === subscription.endpoint };
}

/** Why turning push on failed before the server was asked (the server's refusals are ApiErrors). */
export class PushSetupError extends Error {
  readonly reason: 'no-service-worker' | 'subscribe-failed' | 'no-key';

  constructor(reason: PushSetupError['reason'], cause?: unknown) {
    super(reason, { cause });
    this.name = 'PushSetupError';
    this.reason = reason;
  }
}

export type TurnOnOutcome = 'on' | 'denied' | 'dismissed';

async function register(subscription: PushSubscription, locale: Locale): Promise<void> {
  await savePushSubscription(pushSubscriptionBody(subscription, locale));
  writePushRecord({ endpoint: subscription.endpoint, locale });
}

/**
 * Asks for permission (the browser's prompt: only ever from the user's click, so this runs first, before anything is
 * awaited), subscribes with the deployment's VAPID key and stores the subscription with the app's language.
 * 'denied': the browser blocks notifications for the site; 'dismissed': the prompt was closed without an answer.
 */
export async function turnOnPush(vapidPublicKey: () => Promise<string | undefined>, locale: Locale): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';

  const keyText = await vapidPublicKey();
  if (!keyText) throw new PushSetupError('no-key');
  const key = vapidKeyBytes(keyText);
  const registration = await readyRegistration();
  if (!registration) throw new PushSetupError('no-service-worker');

  let subscription: PushSubscription;
  try {
    const existing = await registration.pushManager.getSubscription();
    // A subscription made with another key (the deployment's key changed) cannot be reused, and blocks a new one.
    if (existing && !hasServerKey(existing, key)) await existing.unsubscribe();
    subscription =
      existing && hasServerKey(existing, key)
        ? existing
        : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    throw new PushSetupError('subscribe-failed', error);
  }
  await register(subscription, locale);
  return 'on';
}

/** The server forgets this device and the browser unsubscribes; the server's part is best effort (see forgetPushDevice). */
export async function turnOffPush(): Promise<void> {
  await forgetPushDevice({ budgetMs: 10_000, retryOnUnauthorized: true });
}

export type TestOutcome = 'sent' | 'not-subscribed';

/**
 * Asks the server for a test notification to this device. A 404 means the server does not have this device for the
 * account (it dropped an endpoint the push service refused, or another account took the device over): it is stored
 * again and asked once more; a second 404 is the caller's to explain.
 */
export async function sendTestToThisDevice(locale: Locale): Promise<TestOutcome> {
  const subscription = await currentPushSubscription();
  if (!subscription) return 'not-subscribed';
  try {
    await sendTestPush(subscription.endpoint);
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await register(subscription, locale);
  await sendTestPush(subscription.endpoint);
  return 'sent';
}

/**
 * Keeps the stored subscription in step with this device, once push was turned on here: notifications are written in
 * the language the device subscribed in, so when the app's language changes the stored subscription follows; and a
 * browser that replaced its subscription (push services rotate them) has the new one stored. Quiet on failure; the
 * next start tries again.
 */
export async function syncPushDevice(locale: Locale): Promise<void> {
  const record = readPushRecord();
  if (!record) return;
  const subscription = await currentPushSubscription();
  if (!subscription || (subscription.endpoint === record.endpoint && record.locale === locale)) return;
  try {
    await register(subscription, locale);
  } catch {
    // Offline or signed out meanwhile: nothing the user needs to hear about.
  }
}
