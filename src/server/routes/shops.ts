import { ShopListQuerySchema, ShopQuerySchema } from '@/shared/schemas/shop';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { sendJson, toCachedBody } from '../web/json';
import { shopTag } from '../platform/content-tags';
import { validateParam, validateQuery } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { getShop, listShops } from '../services/shops';
import { shareCardUrl } from '../seo/share-card';

export function shopRoutes({ db, caches }: AppDeps): Router {
  return createRouter()
    .get('/', validateQuery(ShopListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      // Nothing in a shop list depends on the caller, so every visitor shares one cached body per query.
      const key = `shops:${JSON.stringify([q.market_id, q.page, q.per_page, q.search ?? ''])}`;
      return sendJson(c, await caches.lists.getOrLoad(key, async () => toCachedBody(await listShops(db, q))));
    })
    .get('/:id', validateParam(IdParamSchema), validateQuery(ShopQuerySchema), async (c) => {
      const { id } = c.req.valid('param');
      const { market_id } = c.req.valid('query');
      const shop = await getShop(db, id, market_id);
      return sendJson(c, toCachedBody({ ...shop, share_card: await shareCardUrl(db, 'shops', id) }, [shopTag(id)]));
    });
}
