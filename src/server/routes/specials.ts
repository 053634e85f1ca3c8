import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { AppError } from '../platform/errors';
import { sendJson, toCachedBody } from '../web/json';
import type { AppEnv } from '../web/types';
import { validateParam } from '../web/validate';
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
