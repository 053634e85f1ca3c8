import { DealListQuerySchema, type DealListQuery } from '@/shared/schemas/deal';
import { MarketQuerySchema } from '@/shared/schemas/common';
import type { AppDeps } from '../deps';
import { shareCardUrl } from '../seo/share-card';
import { createRouter, type Router } from '../web/router';
import { sendJson, toCachedBody } from '../web/json';
import { validateParam, validateQuery } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { lowestConsolePrices } from '../services/console-prices';
import { getDeal, listDeals } from '../services/deals';
import { viewerNarrowing } from '../services/feed-control';
import { getPriceHistory, productTagsOf } from '../services/price-history';
import { roleOfUser } from '../services/moderation-roles';
import { dealTag, LISTS_TAG, listTags } from '../platform/content-tags';

/** Same list, same key: parameter order and category order do not matter. */
export function dealListCacheKey(query: DealListQuery): string {
  const normalized: Record<string, unknown> = {};
  for (const key of Object.keys(query).sort()) {
    const value = query[key as keyof DealListQuery];
    if (value === undefined) continue;
    normalized[key] = Array.isArray(value) ? [...value].sort() : value;
  }
  return `deals:${JSON.stringify(normalized)}`;
}

export function dealRoutes({ db, env, caches }: AppDeps): Router {
  return (
    createRouter()
      .get('/', validateQuery(DealListQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const userId = c.get('userId');
        // Guests share one cached answer a list; a member's leaves out what they hid and muted, so it is their own.
        if (userId === null) {
          const payload = await caches.lists.getOrLoad(dealListCacheKey(query), async () => {
            const list = await listDeals(db, caches.dealCounts, query);
            return toCachedBody(list, listTags(list.data));
          });
          return sendJson(c, payload);
        }
        return sendJson(c, toCachedBody(await listDeals(db, caches.dealCounts, query, await viewerNarrowing(db, userId, query))));
      })
      // Before '/:id', which would take 'lowest-console-prices' for an id. Nothing in it is per user, so every caller
      // shares the short-TTL entry: an expired deal leaves the prices within two TTLs.
      .get('/lowest-console-prices', validateQuery(MarketQuerySchema), async (c) => {
        const { market_id: marketId } = c.req.valid('query');
        const payload = await caches.lists.getOrLoad(`lowest-console-prices:${marketId}`, async () =>
          toCachedBody(await lowestConsolePrices(db, marketId), [LISTS_TAG]),
        );
        return sendJson(c, payload);
      })
      .get('/:id', validateParam(IdParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        const viewerId = c.get('userId') ?? null;
        const load = async () => {
          // Operators read hidden and held comments too, so the role is known before the deal is read.
          const role = viewerId === null ? null : await roleOfUser(db, viewerId, env.ADMIN_EMAILS);
          const operator = role === 'moderator' || role === 'admin';
          return toCachedBody({ ...(await getDeal(db, id, viewerId, { operator })), share_card: await shareCardUrl(db, 'deals', id) }, [
            dealTag(id),
            ...(await productTagsOf(db, id)),
          ]);
        };
        // The same for every reader; a signed-in one, who may have just written to it, always reads it fresh.
        return sendJson(c, viewerId !== null ? await load() : await caches.deals.getOrLoad(String(id), load));
      })
      // The same for every reader, and it changes only with a write to the deal, which empties what shows it.
      .get('/:id/price-history', validateParam(IdParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        const payload = await caches.deals.getOrLoad(`price-history:${id}`, async () =>
          toCachedBody(await getPriceHistory(db, id), [dealTag(id), ...(await productTagsOf(db, id))]),
        );
        return sendJson(c, payload);
      })
  );
}
