import { CommentedDealsQuerySchema } from '@/shared/schemas/deal';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { sendJson, toCachedBody } from '../web/json';
import { validateQuery } from '../web/validate';
import { listTags } from '../platform/content-tags';
import { listCommentedDeals } from '../services/profile-deals';

export function profileDealsRoutes({ db }: AppDeps): Router {
  return createRouter().get('/commented', validateQuery(CommentedDealsQuerySchema), async (c) => {
    const list = await listCommentedDeals(db, c.req.valid('query'));
    return sendJson(c, toCachedBody(list, listTags(list.data)));
  });
}
