import { CreateAlertBodySchema, DeleteAlertBodySchema, EmptyBodySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { validateJson, validateParam } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { createAlert, deleteAlert, listAlerts, updateAlert } from '../services/alerts';
import { claimDaily } from '../services/daily';
import { requireUser, signedIn } from '../web/auth';
import { noStore } from '../web/json';
import { optionalJsonBody } from '../web/validate';

/**
 * /api/users/daily and /api/users/alerts. Mounted before the users routes so '/daily' is never read as a user id;
 * middleware is attached per path because this sub-app shares the /users prefix with them.
 */
export function userRewardsRoutes({ db }: AppDeps): Router {
  return createRouter()
    .use('/daily', noStore)
    .use('/alerts', noStore)
    .post('/daily', signedIn, optionalJsonBody(EmptyBodySchema), idempotent(db), async (c) => {
      return c.json(await claimDaily(db, requireUser(c)));
    })
    .get('/alerts', signedIn, async (c) => c.json(await listAlerts(db, requireUser(c))))
    .post('/alerts', signedIn, validateJson(CreateAlertBodySchema), idempotent(db), async (c) => {
      return c.json(await createAlert(db, requireUser(c), c.req.valid('json')), 201);
    })
    .put('/alerts/:id', signedIn, noStore, validateParam(IdParamSchema), validateJson(CreateAlertBodySchema), async (c) => {
      return c.json(await updateAlert(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')));
    })
    .delete('/alerts', signedIn, validateJson(DeleteAlertBodySchema), idempotent(db), async (c) => {
      await deleteAlert(db, requireUser(c), c.req.valid('json').id);
      return c.body(null, 204);
    });
}
