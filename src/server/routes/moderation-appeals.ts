import { Hono } from 'hono';
import { IdParamSchema } from '@/shared/schemas/common';
import {
  AppealBodySchema,
  AppealDecisionBodySchema,
  AppealsQuerySchema,
  LiftSanctionBodySchema,
  MemberSearchQuerySchema,
  SanctionBodySchema,
} from '@/shared/schemas/moderation-appeals';
import { requireOperator, requireRole, requireUser, signedIn } from '../http/auth';
import type { AppDeps } from '../http/deps';
import type { AppEnv } from '../http/types';
import { validateJson, validateParam, validateQuery } from '../http/validate';
import { decideAppeal, fileAppeal, listAppeals } from '../services/moderation-appeals';
import { searchMembers } from '../services/moderation-members';
import { liftSanction, suspendMember } from '../services/moderation-sanctions';

/**
 * Appeals (DSA Art. 20), sanctions and the members lookup of /api/moderation (issue 31), mounted by moderationRoutes
 * (which answers no-store for all of them). Filing an appeal is for any signed-in member; the rest for operators.
 */
export function moderationAppealRoutes({
  db,
  env,
  listCache,
  writeSensitiveCaches,
}: Pick<AppDeps, 'db' | 'env' | 'listCache' | 'writeSensitiveCaches'>): Hono<AppEnv> {
  const operators = requireRole(db, env.ADMIN_EMAILS, 'moderator', 'admin');
  return new Hono<AppEnv>({ strict: false })
    .post('/appeals', signedIn, validateJson(AppealBodySchema), async (c) =>
      c.json(await fileAppeal(db, requireUser(c), c.req.valid('json')), 201),
    )
    .get('/appeals', operators, validateQuery(AppealsQuerySchema), async (c) =>
      c.json(await listAppeals(db, requireOperator(c).id, c.req.valid('query'))),
    )
    .post('/appeals/:id', operators, validateParam(IdParamSchema), validateJson(AppealDecisionBodySchema), async (c) => {
      const outcome = await decideAppeal(db, requireOperator(c), c.req.valid('param').id, c.req.valid('json'));
      // Restored content is back in every list and deal page at once, not one TTL later.
      if (outcome.contentChanged) {
        listCache.clear();
        for (const cache of writeSensitiveCaches) cache.clear();
      }
      return c.json(outcome.appeal);
    })
    .post('/sanctions', operators, validateJson(SanctionBodySchema), async (c) =>
      c.json(await suspendMember(db, requireOperator(c), c.req.valid('json'), env.ADMIN_EMAILS), 201),
    )
    .post('/sanctions/:id/lift', operators, validateParam(IdParamSchema), validateJson(LiftSanctionBodySchema), async (c) =>
      c.json(await liftSanction(db, requireOperator(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .get('/users', operators, validateQuery(MemberSearchQuerySchema), async (c) =>
      c.json(await searchMembers(db, c.req.valid('query'), env.ADMIN_EMAILS)),
    );
}
