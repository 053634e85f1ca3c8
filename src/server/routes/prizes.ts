import { MarketQuerySchema } from '@/shared/schemas/common';
import { BuyPrizeBodySchema, ClaimInformationBodySchema, PointsHistoryQuerySchema, UserPrizesQuerySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { validateJson, validateParam, validateQuery } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { pointsHistory } from '../services/points';
import { buyPrize, getPrize, getUserPrize, listAvailablePrizes, listUserPrizes, setClaimInformation } from '../services/prizes';
import { requireUser, signedIn } from '../web/auth';
import { noStore } from '../web/json';
import { optionalJsonBody } from '../web/validate';

/** The prize catalogue is public; everything about the caller's own prizes and points needs a signed-in user. */
export function prizesRoutes({ db }: AppDeps): Router {
  return (
    createRouter()
      .use(noStore)
      // Fixed paths first: '/available' and '/points-history' must not be taken for a user prize id.
      .get('/available', validateQuery(MarketQuerySchema), async (c) => {
        return c.json(await listAvailablePrizes(db, c.req.valid('query').market_id));
      })
      .get('/available/:id', validateParam(IdParamSchema), async (c) => {
        return c.json(await getPrize(db, c.req.valid('param').id));
      })
      .post('/available/:id', signedIn, validateParam(IdParamSchema), optionalJsonBody(BuyPrizeBodySchema), idempotent(db), async (c) => {
        return c.json(await buyPrize(db, requireUser(c), c.req.valid('param').id), 201);
      })
      .get('/points-history', signedIn, validateQuery(PointsHistoryQuerySchema), async (c) => {
        return c.json(await pointsHistory(db, requireUser(c), c.req.valid('query')));
      })
      .get('/', signedIn, validateQuery(UserPrizesQuerySchema), async (c) => {
        return c.json(await listUserPrizes(db, requireUser(c), c.req.valid('query')));
      })
      .get('/:id', signedIn, validateParam(IdParamSchema), async (c) => {
        return c.json(await getUserPrize(db, requireUser(c), c.req.valid('param').id));
      })
      .post('/:id', signedIn, validateParam(IdParamSchema), validateJson(ClaimInformationBodySchema), idempotent(db), async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await setClaimInformation(db, requireUser(c), id, c.req.valid('json').claim_information));
      })
  );
}
