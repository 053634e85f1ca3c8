import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { CACHE_LIMITS, NETWORK_TIMEOUT_SECONDS, cacheRuleFor, isStorableResponse, type CacheRule } from './cache-rules';

/** Stores only what `isStorableResponse` allows; Workbox's default would also keep e.g. a 200 marked private. */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(isStorableResponse(response) ? response : null),
};

function plugins(rule: CacheRule): WorkboxPlugin[] {
  const { maxEntries, maxAgeSeconds } = CACHE_LIMITS[rule];
  // purgeOnQuotaError: when the device runs out of storage these caches are the first to go, never the shell.
  return [storableOnly, new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true })];
}

function strategyFor(rule: CacheRule): Strategy {
  const cacheName = CACHE_LIMITS[rule].cacheName;
  switch (rule) {
    // Recently viewed deals: fresh when the network answers in time, the last copy otherwise (offline, a dead zone).
    case 'deal':
    case 'deal-images':
      return new NetworkFirst({ cacheName, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: plugins(rule) });
    // Banners change rarely: served from the cache until they expire.
    case 'banners':
    case 'banner-images':
      return new CacheFirst({ cacheName, plugins: plugins(rule) });
    case 'images':
      return new StaleWhileRevalidate({ cacheName, plugins: plugins(rule) });
  }
}

/** One route per rule; `cacheRuleFor` decides, so the unit-tested function is the whole policy. */
export function registerRuntimeCaching(origin: string): void {
  for (const rule of Object.keys(CACHE_LIMITS) as CacheRule[]) {
    registerRoute(({ request }) => cacheRuleFor(request, origin) === rule, strategyFor(rule));
  }
}
