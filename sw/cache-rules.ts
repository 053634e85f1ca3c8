/**
 * Which runtime cache a request belongs to, as pure functions of the request, so the rules are unit-tested without a
 * service worker. The service worker caches an allowlist of public resources; everything else under /api/ goes to
 * the network untouched (lists belong to the persisted React Query cache: one owner per response).
 */

export type CacheRule = 'deal' | 'deal-images' | 'banners' | 'banner-images' | 'images';

/** The parts of a Request the rules read; a real Request satisfies it. */
export interface RequestFacts {
  method: string;
  url: string;
  headers: { has(name: string): boolean };
}

const DAY_SECONDS = 24 * 60 * 60;

export interface CacheLimits {
  cacheName: string;
  maxEntries: number;
  maxAgeSeconds: number;
}

/**
 * Cache names carry a version so a change of what is stored can start from empty caches. The bounds keep a phone's
 * storage small: the last 50 deals (and the images of about that many), a fortnight so a week offline still works.
 */
export const CACHE_LIMITS: Record<CacheRule, CacheLimits> = {
  deal: { cacheName: 'okazje-deals-v1', maxEntries: 50, maxAgeSeconds: 14 * DAY_SECONDS },
  'deal-images': { cacheName: 'okazje-deal-images-v1', maxEntries: 300, maxAgeSeconds: 14 * DAY_SECONDS },
  banners: { cacheName: 'okazje-banners-v1', maxEntries: 10, maxAgeSeconds: 60 * 60 },
  'banner-images': { cacheName: 'okazje-banner-images-v1', maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS },
  images: { cacheName: 'okazje-images-v1', maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS },
};

/** A deal detail waits this long for the network before the cached copy is shown (a slow commute connection). */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Per-user API paths: never answered from or written to a shared cache, even if a rule below were widened by mistake.
 * `/api/prizes/available` is the public catalogue; the rest of /api/prizes is the caller's own prizes and points.
 */
const PER_USER_PATHS: readonly RegExp[] = [
  /^\/api\/users(\/|$)/,
  /^\/api\/auth(\/|$)/,
  /^\/api\/inbox(\/|$)/,
  /^\/api\/anonymous(\/|$)/,
  /^\/api\/deals\/(favourites|favourites-status|votes-status)(\/|$)/,
  /^\/api\/prizes(?!\/available(\/|$))(\/|$)/,
];

export function isPerUserPath(pathname: string): boolean {
  return PER_USER_PATHS.some((pattern) => pattern.test(pathname));
}

const DEAL_DETAIL = /^\/api\/deals\/\d+\/?$/;
const BANNER_LIST = /^\/api\/banners\/?$/;
// Seeded files live under /media/seed/; uploads of the same kind keep the kind as the first folder.
const BANNER_IMAGE = /^\/media\/(seed\/)?(banners|specials)\//;
const DEAL_IMAGE = /^\/media\/(seed\/)?deals\//;
const IMAGE_FILE = /^\/media\/.+\.(webp|avif|png|jpe?g|gif|svg)$/i;

/**
 * The cache rule of a request, or null when the service worker must leave it to the network: other origins, writes,
 * anything sent with credentials of a signed-in user, per-user data and every API path not listed here.
 */
export function cacheRuleFor(request: RequestFacts, origin: string): CacheRule | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (request.headers.has('authorization') || isPerUserPath(url.pathname)) return null;
  const path = url.pathname;
  if (DEAL_DETAIL.test(path)) return 'deal';
  if (BANNER_LIST.test(path)) return 'banners';
  if (BANNER_IMAGE.test(path)) return 'banner-images';
  if (DEAL_IMAGE.test(path)) return 'deal-images';
  if (IMAGE_FILE.test(path)) return 'images';
  return null;
}

/** The parts of a Response the store rule reads. */
export interface ResponseFacts {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}

/**
 * Only complete, public answers are stored: a 200 the server did not mark `private` or `no-store` (per-user answers
 * carry those), never an opaque or partial one.
 */
export function isStorableResponse(response: ResponseFacts): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl);
}

/**
 * Navigations that must reach the server rather than open the app shell: the API, images, share cards, the crawler
 * files and the Atom feeds (a feed link opened in the browser shows the feed, or hands it to a reader).
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/feeds\//,
  /^\/media\//,
  /^\/share-cards\//,
  /^\/sitemaps\//,
  /^\/(robots\.txt|sitemap\.xml)$/,
];
