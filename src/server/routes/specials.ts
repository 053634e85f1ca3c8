import { Hono } from 'hono';
import type { AppDeps } from '../http/deps';
import { HttpError } from '../http/errors';
import { sendJson, toCachedBody } from '../http/json';
import type { AppEnv } from '../http/types';
import { IdParamSchema, validateParam } from '../http/validate';
import { getSpecial } from '../services/specials';

export function specialRoutes({ db }: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/:id', validateParam(IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const special = await getSpecial(db, id);
    if (!special) throw new HttpError('NotFound', `Special offer page ${id} does not exist`);
    return sendJson(c, toCachedBody(special));
  });
}
