import type { Env } from '../platform/env';

const LOOPBACK_HOSTNAME = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/;

/** Whether `hostname` (an IPv6 address with or without brackets) names this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAME.test(hostname.toLowerCase());
}

/** `http://HOST:PORT`, the origin the server listens at, as a URL writes it (lowercase, no `:80`). */
export function listenOrigin(env: Pick<Env, 'HOST' | 'PORT'>): string {
  const host = env.HOST.includes(':') && !env.HOST.startsWith('[') ? `[${env.HOST}]` : env.HOST;
  const origin = `http://${host}:${env.PORT}`;
  return URL.canParse(origin) ? new URL(origin).origin : origin;
}

/**
 * The origin of links written with no request to take a Host from (the digest mail): PUBLIC_URL, else HOST:PORT,
 * which start-up warns about when it is reachable beyond this machine.
 */
export function configuredOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : listenOrigin(env);
}

/**
 * The origin absolute links (canonical, Open Graph, JSON-LD, robots.txt, the sitemap) are written with: PUBLIC_URL
 * when set. Without it, the origin the request reached only when its Host is this machine (a developer's localhost)
 * or the configured HOST with its port; any other Host is the client's word, and would put a host the operator never
 * configured into those links and into every cache that keeps them, so `http://HOST:PORT` is written instead.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>, requestUrl: string): string {
  const configured = configuredOrigin(env);
  if (env.PUBLIC_URL || !URL.canParse(requestUrl)) return configured;
  const reached = new URL(requestUrl);
  const trusted = isLoopbackHostname(reached.hostname) || (URL.canParse(configured) && reached.host === new URL(configured).host);
  return trusted ? reached.origin : configured;
}

/**
 * The Vary entry of an answer written with `publicOrigin`. Without PUBLIC_URL its bytes still differ between the Hosts
 * it believes (localhost and HOST:PORT), so a shared cache that keys on the path alone must keep one copy per Host;
 * with PUBLIC_URL nothing in them comes from the request, and they stay cacheable as one.
 */
export function originVary(env: Pick<Env, 'PUBLIC_URL'>): string[] {
  return env.PUBLIC_URL ? [] : ['Host'];
}

export type ShareCardKind = 'deals' | 'shops' | 'specials';

/**
 * Where a share card (the 1200×630 og:image) of a deal, shop or special is served. `version` changes whenever what
 * the card shows changes (the row's update time), so a link preview that cached the old card asks for the new one.
 */
export function shareCardPath(kind: ShareCardKind, id: number, version: string): string {
  return `/share-cards/${kind}/${id}.jpg?v=${encodeURIComponent(version)}`;
}

export { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@/shared/constants';
