import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { AppError } from '../platform/errors';
import { sendJson, toCachedBody } from '../web/json';
import { validateParam } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { getSpecial } from '../services/specials';

export function specialRoutes({ db }: AppDeps): Router {
  return createRouter().get('/:id', validateParam(IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const special = await getSpecial(db, id);
    if (!special) throw new AppError('NotFound', `Special offer page ${id} does not exist`);
    return sendJson(c, toCachedBody(special));
  });
}
