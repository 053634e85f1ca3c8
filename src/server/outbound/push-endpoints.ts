import { onAllowlist } from './safe-fetch';

/** The browsers' push services. A subscription elsewhere would make the server post to any host a client names. */
const PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_HOST_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Whether the server may post to this push endpoint: https on a known push service, or a host the
 * PUSH_ENDPOINT_ALLOWLIST setting names (plain http only when that host is loopback, for a local fake service).
 */
export function isAllowedPushEndpoint(endpoint: string, allowlist: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'https:' && (PUSH_HOSTS.includes(host) || PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix)))) {
    return url.port === '' || url.port === '443';
  }
  if (!onAllowlist(url, allowlist)) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.host.replace(/:\d+$/, '')));
}
