import { ReportBodySchema } from '@/shared/schemas/community';
import type { AppDeps } from '../deps';
import { dealTag } from '../platform/content-tags';
import { RATE_LIMITS } from '../platform/rate-limits';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { rateLimit } from '../web/rate-limit';
import { validateJson } from '../web/validate';
import { createReport } from '../services/reports';
import { requireUser, signedIn } from '../web/auth';

/** POST /api/reports/: 201 for a new report, 200 with the same report when the caller already reported the entity. */
export function reportsRoutes({ db, env, caches }: AppDeps): Router {
  return createRouter().post(
    '/',
    signedIn,
    validateJson(ReportBodySchema),
    idempotent(db),
    rateLimit({ db, env }, 'action:report', { user: RATE_LIMITS.userActions['report'] }),
    async (c) => {
      const body = c.req.valid('json');
      const { report, created, expiredDeal } = await createReport(db, requireUser(c), body);
      // Only the report that expires a deal changes what its page and the lists that show it show; emptying the read
      // caches on every report would let anyone keep them cold by reporting.
      if (expiredDeal) caches.invalidate([dealTag(body.entity_id)]);
      return c.json(report, created ? 201 : 200);
    },
  );
}
