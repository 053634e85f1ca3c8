import { MarketQuerySchema } from '@/shared/schemas/common';
import { OpenLootboxBodySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { validateParam, validateQuery } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { listLootboxes, lootboxStatuses, openLootbox } from '../services/lootboxes';
import { requireUser, signedIn } from '../web/auth';
import { noStore } from '../web/json';
import { optionalJsonBody } from '../web/validate';

/** The lootboxes and their odds are public; statuses and opening need a signed-in user. */
export function lootboxesRoutes({ db }: AppDeps): Router {
  return createRouter()
    .use(noStore)
    .get('/', validateQuery(MarketQuerySchema), async (c) => c.json(await listLootboxes(db, c.req.valid('query').market_id)))
    .get('/statuses', signedIn, validateQuery(MarketQuerySchema), async (c) => {
      return c.json(await lootboxStatuses(db, requireUser(c), c.req.valid('query').market_id));
    })
    .post('/:id/open', signedIn, validateParam(IdParamSchema), optionalJsonBody(OpenLootboxBodySchema), idempotent(db), async (c) => {
      return c.json(await openLootbox(db, requireUser(c), c.req.valid('param').id), 201);
    });
}
