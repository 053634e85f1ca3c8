import webPush from 'web-push';
import type { PushPayload } from '@/shared/schemas/push';
import { safeFetch, SafeFetchError } from '../outbound/safe-fetch';
import { isAllowedPushEndpoint } from '../outbound/push-endpoints';
import type { VapidKeys } from './vapid';

/** One browser to push to: its endpoint and the keys its payloads are encrypted with (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: accepted, the subscription is gone for good (404/410), or worth trying again later. */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'rejected';

export interface PushSendOptions {
  vapid: VapidKeys;
  /** The contact the push service may reach (RFC 8292 `sub`): the https origin of the site, or a mailto: address. */
  subject: string;
  allowlist: readonly string[];
  timeoutMs?: number;
}

/** A day: an alert older than that is news no more, and the push service may drop it. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one encrypted push (aes128gcm, RFC 8291) signed with the deployment's VAPID key (RFC 8292). `web-push`
 * encrypts and signs; the request itself goes through the SSRF-safe fetcher, and only to an endpoint the allowlist
 * rules admit (checked again here: the allowlist may have changed since the browser subscribed).
 */
export async function sendPush(target: PushTarget, payload: PushPayload, options: PushSendOptions): Promise<PushOutcome> {
  if (!isAllowedPushEndpoint(target.endpoint, options.allowlist)) return 'rejected';
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: TTL_SECONDS,
      urgency: payload.kind === 'summary' ? 'low' : 'normal',
      // The push service keeps only the newest undelivered message of a topic: an offline phone gets one per deal.
      topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  try {
    const { status } = await safeFetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body,
      allowlist: options.allowlist,
      maxRedirects: 0,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: 64 * 1024,
    });
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'gone';
    // Throttled or a fault of the push service: later. Any other refusal (a bad key, a payload too large) repeats.
    return status === 429 || status >= 500 ? 'retry' : 'rejected';
  } catch (error) {
    if (error instanceof SafeFetchError && error.reason === 'refused') return 'rejected';
    return 'retry';
  }
}
