import { Hono } from 'hono';
import { CommentedDealsQuerySchema } from '@/shared/schemas/deal';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../web/types';
import { validateQuery } from '../web/validate';
import { listCommentedDeals } from '../services/profile-deals';

export function profileDealsRoutes({ db }: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/commented', validateQuery(CommentedDealsQuerySchema), async (c) =>
    c.json(await listCommentedDeals(db, c.req.valid('query'))),
  );
}
