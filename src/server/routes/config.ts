import { Hono } from 'hono';
import * as v from 'valibot';
import { PaginationQuery } from '@/shared/schemas/common';
import type { AppDeps } from '../http/deps';
import { sendJson, toCachedBody } from '../http/json';
import type { AppEnv } from '../http/types';
import { validateQuery } from '../http/validate';
import { getAppConfig } from '../services/config';

const ConfigQuery = v.object({ market_id: PaginationQuery.market_id });

export function configRoutes({ env }: Pick<AppDeps, 'env'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/', validateQuery(ConfigQuery), (c) =>
    sendJson(c, toCachedBody(getAppConfig(env, c.req.valid('query').market_id))),
  );
}
