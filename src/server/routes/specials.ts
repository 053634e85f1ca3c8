import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { sendJson, toCachedBody } from '../web/json';
import { validateParam } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { getSpecial } from '../services/specials';
import { shareCardUrl } from '../seo/share-card';

export function specialRoutes({ db }: AppDeps): Router {
  return createRouter().get('/:id', validateParam(IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const special = await getSpecial(db, id);
    return sendJson(c, toCachedBody({ ...special, share_card: await shareCardUrl(db, 'specials', id) }));
  });
}
