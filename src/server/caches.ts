import type { AppCaches, Invalidatable } from './deps';
import type { ServerEnv } from './platform/env';
import { ReadCache } from './platform/read-cache';
import { vapidKeysCache } from './push/vapid';
import { DealCountCache } from './services/deals';
import { contentListsCache } from './services/watched-words';

const LIST_CACHE_MAX_ENTRIES = 1000;

/** The caches of one app (and of the push dispatcher beside it, which shares the VAPID keys). */
export function createCaches(env: Pick<ServerEnv, 'LIST_CACHE_TTL_MS'>): AppCaches {
  const lists = new ReadCache(env.LIST_CACHE_TTL_MS, LIST_CACHE_MAX_ENTRIES);
  const deals = new ReadCache(env.LIST_CACHE_TTL_MS, LIST_CACHE_MAX_ENTRIES);
  const publicReads: Invalidatable[] = [lists, deals];
  return {
    lists,
    deals,
    dealCounts: new DealCountCache(),
    contentLists: contentListsCache(),
    vapidKeys: vapidKeysCache(),
    register: (cache) => {
      publicReads.push(cache);
    },
    invalidate: (tags) => {
      for (const cache of publicReads) cache.invalidate(tags);
    },
    invalidatePublicReads: () => {
      for (const cache of publicReads) cache.clear();
    },
  };
}
