import { Hono } from 'hono';
import { CommentedDealsQuerySchema } from '@/shared/schemas/deal';
import type { AppDeps } from '../http/deps';
import type { AppEnv } from '../http/types';
import { validateQuery } from '../http/validate';
import { listCommentedDeals } from '../services/profile-deals';

export function profileDealsRoutes({ db }: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/commented', validateQuery(CommentedDealsQuerySchema), async (c) =>
    c.json(await listCommentedDeals(db, c.req.valid('query'))),
  );
}
