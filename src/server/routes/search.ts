import { SearchSuggestionsQuerySchema } from '@/shared/schemas/search';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { sendJson, toCachedBody } from '../web/json';
import { validateQuery } from '../web/validate';
import { searchSuggestions } from '../services/search-suggestions';

/** Search helpers beside the deal lists: suggestions while the visitor types. */
export function searchRoutes({ db, caches }: AppDeps): Router {
  return createRouter().get('/suggestions', validateQuery(SearchSuggestionsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    // Nothing in it depends on the caller: every visitor typing the same text shares one short-lived answer, as the
    // public lists do, so a burst of keystrokes costs one query per distinct text at most.
    const key = `search-suggestions:${JSON.stringify([q.market_id, q.q.replace(/\s+/g, ' ')])}`;
    return sendJson(c, await caches.lists.getOrLoad(key, async () => toCachedBody(await searchSuggestions(db, q))));
  });
}
