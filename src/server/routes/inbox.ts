import { Hono } from 'hono';
import { EmptyBodySchema, InboxQuerySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../http/deps';
import { idempotent } from '../http/idempotency';
import type { AppEnv } from '../http/types';
import { validateParam, validateQuery } from '../http/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { listInbox, markAllRead, markRead } from '../services/inbox';
import { requireUser, signedIn } from '../http/auth';
import { noStore } from '../http/json';
import { optionalJsonBody } from '../http/validate';

export function inboxRoutes({ db }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false })
    .use(noStore)
    .use(signedIn)
    .get('/', validateQuery(InboxQuerySchema), async (c) => c.json(await listInbox(db, requireUser(c), c.req.valid('query'))))
    .post('/read-all', optionalJsonBody(EmptyBodySchema), idempotent(db), async (c) => c.json(await markAllRead(db, requireUser(c))))
    .post('/:id/read', validateParam(IdParamSchema), optionalJsonBody(EmptyBodySchema), idempotent(db), async (c) => {
      return c.json(await markRead(db, requireUser(c), c.req.valid('param').id));
    });
}
