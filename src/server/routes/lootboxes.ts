import { Hono } from 'hono';
import { MarketQuerySchema } from '@/shared/schemas/common';
import { OpenLootboxBodySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../http/deps';
import { idempotent } from '../http/idempotency';
import type { AppEnv } from '../http/types';
import { validateParam, validateQuery } from '../http/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { listLootboxes, lootboxStatuses, openLootbox } from '../services/lootboxes';
import { requireUser, signedIn } from '../http/auth';
import { noStore } from '../http/json';
import { optionalJsonBody } from '../http/validate';

/** The lootboxes and their odds are public; statuses and opening need a signed-in user. */
export function lootboxesRoutes({ db }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false })
    .use(noStore)
    .get('/', validateQuery(MarketQuerySchema), async (c) => c.json(await listLootboxes(db, c.req.valid('query').market_id)))
    .get('/statuses', signedIn, validateQuery(MarketQuerySchema), async (c) => {
      return c.json(await lootboxStatuses(db, requireUser(c), c.req.valid('query').market_id));
    })
    .post('/:id/open', signedIn, validateParam(IdParamSchema), optionalJsonBody(OpenLootboxBodySchema), idempotent(db), async (c) => {
      return c.json(await openLootbox(db, requireUser(c), c.req.valid('param').id), 201);
    });
}
