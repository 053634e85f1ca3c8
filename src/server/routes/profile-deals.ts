import { Hono } from 'hono';
import * as v from 'valibot';
import { PaginationQuery, QueryInt } from '@/shared/schemas/common';
import type { AppDeps } from '../http/deps';
import type { AppEnv } from '../http/types';
import { validateQuery } from '../http/validate';
import { listCommentedDeals } from '../services/profile-deals';

/** GET /api/deals/commented (§7): the profile's "commented deals" tab, so the user is required. */
export const CommentedDealsQuerySchema = v.object(
  {
    ...PaginationQuery,
    user_id: QueryInt(1, 2_147_483_647, 'user_id'),
  },
  'user_id is required',
);

export function profileDealsRoutes({ db }: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/commented', validateQuery(CommentedDealsQuerySchema), async (c) =>
    c.json(await listCommentedDeals(db, c.req.valid('query'))),
  );
}
