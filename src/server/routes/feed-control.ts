import { IdParamSchema } from '@/shared/schemas/common';
import { FeedFiltersBodySchema, HiddenDealsQuerySchema, HideDealBodySchema } from '@/shared/schemas/feed';
import type { AppDeps } from '../deps';
import { getFeedFilters, hideDeal, listHiddenDeals, saveFeedFilters, unhideDeal } from '../services/feed-control';
import { requireUser, signedIn } from '../web/auth';
import { noStore } from '../web/json';
import { createRouter, type Router } from '../web/router';
import { validateJson, validateParam, validateQuery } from '../web/validate';

/** A member's own feed: the deals they hid and what they muted. Private, so never in a shared cache. */
export function feedControlRoutes({ db }: AppDeps): Router {
  return createRouter()
    .use(noStore)
    .get('/hidden-deals', signedIn, validateQuery(HiddenDealsQuerySchema), async (c) =>
      c.json(await listHiddenDeals(db, requireUser(c), c.req.valid('query'))),
    )
    .post('/hidden-deals', signedIn, validateJson(HideDealBodySchema), async (c) => {
      const { deal_id: dealId } = c.req.valid('json');
      const added = await hideDeal(db, requireUser(c), dealId);
      return c.json({ deal_id: dealId }, added ? 201 : 200);
    })
    .delete('/hidden-deals/:id', signedIn, validateParam(IdParamSchema), async (c) => {
      await unhideDeal(db, requireUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/feed-filters', signedIn, async (c) => c.json(await getFeedFilters(db, requireUser(c))))
    .put('/feed-filters', signedIn, validateJson(FeedFiltersBodySchema), async (c) =>
      c.json(await saveFeedFilters(db, requireUser(c), c.req.valid('json'))),
    );
}
