import { MarketQuerySchema } from '@/shared/schemas/common';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { sendJson, toCachedBody } from '../web/json';
import { validateQuery } from '../web/validate';
import { vapidKeys } from '../push/vapid';
import { getAppConfig } from '../services/config';

export function configRoutes({ env, db, caches }: AppDeps): Router {
  return createRouter().get('/', validateQuery(MarketQuerySchema), async (c) => {
    const { publicKey } = await vapidKeys(db, caches.vapidKeys);
    return sendJson(c, toCachedBody(getAppConfig(env, c.req.valid('query').market_id, publicKey)));
  });
}
