import { Hono } from 'hono';
import { MarketQuerySchema } from '@/shared/schemas/common';
import type { AppDeps } from '../deps';
import { sendJson, toCachedBody } from '../web/json';
import type { AppEnv } from '../web/types';
import { validateQuery } from '../web/validate';
import { vapidKeys } from '../push/vapid';
import { getAppConfig } from '../services/config';

export function configRoutes({ env, db }: Pick<AppDeps, 'env' | 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/', validateQuery(MarketQuerySchema), async (c) => {
    const { publicKey } = await vapidKeys(db);
    return sendJson(c, toCachedBody(getAppConfig(env, c.req.valid('query').market_id, publicKey)));
  });
}
