import { IdParamSchema } from '@/shared/schemas/common';
import { DealExpiryBodySchema } from '@/shared/schemas/deal-expiry';
import { requireUser, signedIn } from '../web/auth';
import type { AppDeps } from '../deps';
import { dealTag } from '../platform/content-tags';
import { RATE_LIMITS } from '../platform/rate-limits';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { rateLimit } from '../web/rate-limit';
import { validateJson, validateParam } from '../web/validate';
import { setDealExpired } from '../services/deal-expiry';
import { getDeal } from '../services/deals';

/** POST /api/deals/{id}/expired (the author's toggle), mounted at /api/deals before the `/:id` read routes. */
export function dealExpiryRoutes({ db, env, caches }: AppDeps): Router {
  return createRouter().post(
    '/:id/expired',
    signedIn,
    validateParam(IdParamSchema),
    validateJson(DealExpiryBodySchema),
    idempotent(db),
    rateLimit({ db, env }, 'action:deal-expiry', { user: RATE_LIMITS.userActions['deal-expiry'] }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = requireUser(c);
      await setDealExpired(db, userId, id, c.req.valid('json').expired);
      caches.invalidate([dealTag(id)]);
      return c.json(await getDeal(db, id, userId));
    },
  );
}
