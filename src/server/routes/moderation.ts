import { IdParamSchema } from '@/shared/schemas/common';
import {
  AuditQuerySchema,
  DecisionBodySchema,
  PublicLogQuerySchema,
  ReportsQueueQuerySchema,
  RoleBodySchema,
} from '@/shared/schemas/moderation';
import { requireOperator, requireRole } from '../web/auth';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { noStore } from '../web/json';
import { validateJson, validateParam, validateQuery } from '../web/validate';
import { decide, reportsQueue } from '../services/moderation';
import { listAudit } from '../services/moderation-audit';
import { publicLog } from '../services/moderation-log';
import { mailStatement } from '../services/moderation-mail';
import { publicOrigin } from '../seo/urls';
import { setUserRole } from '../services/moderation-roles';
import { moderationAppealRoutes } from './moderation-appeals';
import { moderationContentRoutes } from './moderation-content';

/**
 * /api/moderation, the tools of moderators and admins. Every route checks the caller's role on the server before it
 * reads its input: guests 401, members 403; only the public log is open to all. Nothing here may sit in a shared cache.
 */
export function moderationRoutes(deps: AppDeps): Router {
  const { db, env, caches, mailer, afterAnswer, alertJobs } = deps;
  const operators = requireRole(db, env.ADMIN_EMAILS, 'moderator', 'admin');
  const admins = requireRole(db, env.ADMIN_EMAILS, 'admin');
  return (
    createRouter()
      .use(noStore)
      // The public moderation log: no sign-in, and nothing in it names an account.
      .get('/log', validateQuery(PublicLogQuerySchema), async (c) => c.json(await publicLog(db, c.req.valid('query'))))
      .get('/reports', operators, validateQuery(ReportsQueueQuerySchema), async (c) => c.json(await reportsQueue(db, c.req.valid('query'))))
      .post('/decisions', operators, validateJson(DecisionBodySchema), async (c) => {
        const outcome = await decide(db, requireOperator(c), c.req.valid('json'));
        // Hidden content leaves every cached list and deal page at once, not one TTL later.
        caches.invalidatePublicReads();
        // An approved deal is news for the alerts and followers waiting for it: its job, committed with it, runs now.
        alertJobs.kick();
        // The inbox item is committed with the decision; the mail is a copy that must not hold up the answer.
        const origin = publicOrigin(env, c.req.url);
        afterAnswer.run('moderation statement mail', () => mailStatement(db, mailer, origin, outcome));
        return c.json(outcome.decision, 201);
      })
      .put('/users/:id/role', admins, validateParam(IdParamSchema), validateJson(RoleBodySchema), async (c) => {
        const operator = requireOperator(c);
        const actor = { id: operator.id, role: 'admin' as const };
        return c.json(await setUserRole(db, actor, c.req.valid('param').id, c.req.valid('json'), env.ADMIN_EMAILS));
      })
      .get('/audit', admins, validateQuery(AuditQuerySchema), async (c) => c.json(await listAudit(db, c.req.valid('query'))))
      .route('/', moderationAppealRoutes(deps))
      .route('/', moderationContentRoutes(deps))
  );
}
