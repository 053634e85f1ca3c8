import { CommentedDealsQuerySchema } from '@/shared/schemas/deal';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { validateQuery } from '../web/validate';
import { listCommentedDeals } from '../services/profile-deals';

export function profileDealsRoutes({ db }: AppDeps): Router {
  return createRouter().get('/commented', validateQuery(CommentedDealsQuerySchema), async (c) =>
    c.json(await listCommentedDeals(db, c.req.valid('query'))),
  );
}
