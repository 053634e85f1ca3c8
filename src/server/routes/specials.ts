import { Hono } from 'hono';
import type { AppDeps } from '../http/deps';
import { AppError } from '../errors';
import { sendJson, toCachedBody } from '../http/json';
import type { AppEnv } from '../http/types';
import { validateParam } from '../http/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { getSpecial } from '../services/specials';

export function specialRoutes({ db }: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/:id', validateParam(IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const special = await getSpecial(db, id);
    if (!special) throw new AppError('NotFound', `Special offer page ${id} does not exist`);
    return sendJson(c, toCachedBody(special));
  });
}
