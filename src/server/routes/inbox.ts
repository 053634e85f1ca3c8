import { EmptyBodySchema, InboxQuerySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { validateParam, validateQuery } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { listInbox, markAllRead, markRead } from '../services/inbox';
import { requireUser, signedIn } from '../web/auth';
import { noStore } from '../web/json';
import { optionalJsonBody } from '../web/validate';

export function inboxRoutes({ db }: AppDeps): Router {
  return createRouter()
    .use(noStore)
    .get('/', signedIn, validateQuery(InboxQuerySchema), async (c) => c.json(await listInbox(db, requireUser(c), c.req.valid('query'))))
    .post('/read-all', signedIn, optionalJsonBody(EmptyBodySchema), idempotent(db), async (c) =>
      c.json(await markAllRead(db, requireUser(c))),
    )
    .post('/:id/read', signedIn, validateParam(IdParamSchema), optionalJsonBody(EmptyBodySchema), idempotent(db), async (c) => {
      return c.json(await markRead(db, requireUser(c), c.req.valid('param').id));
    });
}
