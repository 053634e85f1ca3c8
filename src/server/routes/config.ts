import { Hono } from 'hono';
import { MarketQuerySchema } from '@/shared/schemas/common';
import type { AppDeps } from '../http/deps';
import { sendJson, toCachedBody } from '../http/json';
import type { AppEnv } from '../http/types';
import { validateQuery } from '../http/validate';
import { getAppConfig } from '../services/config';

export function configRoutes({ env }: Pick<AppDeps, 'env'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/', validateQuery(MarketQuerySchema), (c) =>
    sendJson(c, toCachedBody(getAppConfig(env, c.req.valid('query').market_id))),
  );
}
