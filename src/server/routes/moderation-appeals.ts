import type { Context } from 'hono';
import { IdParamSchema } from '@/shared/schemas/common';
import type { Decision } from '@/shared/schemas/moderation';
import {
  AppealBodySchema,
  AppealDecisionBodySchema,
  AppealsQuerySchema,
  LiftSanctionBodySchema,
  MemberSearchQuerySchema,
  SanctionBodySchema,
} from '@/shared/schemas/moderation-appeals';
import { requireOperator, requireRole, requireUser, signedIn } from '../web/auth';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import type { AppEnv } from '../web/types';
import { validateJson, validateParam, validateQuery } from '../web/validate';
import { decideAppeal, fileAppeal, listAppeals } from '../services/moderation-appeals';
import { searchMembers } from '../services/moderation-members';
import { liftSanction, suspendMember } from '../services/moderation-sanctions';
import { mailSanction } from '../services/moderation-sanction-mail';
import type { SanctionMailKind } from '../mail/moderation-sanction-template';
import { publicOrigin } from '../seo/urls';

/**
 * Appeals (DSA Art. 20), sanctions and the members lookup of /api/moderation, mounted by moderationRoutes
 * (which answers no-store for all of them). Filing an appeal is for any signed-in member; the rest for operators.
 */
export function moderationAppealRoutes({ db, env, caches, mailer, afterAnswer }: AppDeps): Router {
  const operators = requireRole(db, env.ADMIN_EMAILS, 'moderator', 'admin');
  // The statement about an account goes by mail once the decision committed; it must not hold up the answer.
  const mailLater = (c: Context<AppEnv>, kind: SanctionMailKind, decision: Decision) => {
    const origin = publicOrigin(env, c.req.url);
    afterAnswer.run('moderation sanction mail', () => mailSanction(db, mailer, origin, kind, decision));
  };
  return createRouter()
    .post('/appeals', signedIn, validateJson(AppealBodySchema), async (c) =>
      c.json(await fileAppeal(db, requireUser(c), c.req.valid('json')), 201),
    )
    .get('/appeals', operators, validateQuery(AppealsQuerySchema), async (c) =>
      c.json(await listAppeals(db, requireOperator(c).id, c.req.valid('query'))),
    )
    .post('/appeals/:id', operators, validateParam(IdParamSchema), validateJson(AppealDecisionBodySchema), async (c) => {
      const outcome = await decideAppeal(db, requireOperator(c), c.req.valid('param').id, c.req.valid('json'));
      // Restored content is back in every list and deal page at once, not one TTL later.
      if (outcome.contentChanged) caches.invalidatePublicReads();
      // Content appeals are answered in the inbox; a suspension has no deal to hang an inbox item on.
      const { appeal } = outcome;
      if (appeal.entity_type === 'user' && appeal.outcome)
        mailLater(c, appeal.status === 'granted' ? 'appeal_granted' : 'appeal_rejected', appeal.outcome);
      return c.json(appeal);
    })
    .post('/sanctions', operators, validateJson(SanctionBodySchema), async (c) => {
      const decision = await suspendMember(db, requireOperator(c), c.req.valid('json'), env.ADMIN_EMAILS);
      mailLater(c, 'suspend', decision);
      return c.json(decision, 201);
    })
    .post('/sanctions/:id/lift', operators, validateParam(IdParamSchema), validateJson(LiftSanctionBodySchema), async (c) => {
      const decision = await liftSanction(db, requireOperator(c), c.req.valid('param').id, c.req.valid('json'));
      mailLater(c, 'lift', decision);
      return c.json(decision, 201);
    })
    .get('/users', operators, validateQuery(MemberSearchQuerySchema), async (c) =>
      c.json(await searchMembers(db, c.req.valid('query'), env.ADMIN_EMAILS)),
    );
}
