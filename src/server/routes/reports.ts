import { Hono } from 'hono';
import { ReportBodySchema } from '@/shared/schemas/community';
import type { AppDeps } from '../http/deps';
import { idempotent } from '../http/idempotency';
import type { AppEnv } from '../http/types';
import { validateJson } from '../http/validate';
import { createReport } from '../services/reports';
import { requireUser, signedIn } from '../http/auth';

/** POST /api/reports/ (§7): 201 for a new report, 200 with the same report when the caller already reported the entity. */
export function reportsRoutes({ db }: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).post('/', signedIn, idempotent(db), validateJson(ReportBodySchema), async (c) => {
    const { report, created } = await createReport(db, requireUser(c), c.req.valid('json'));
    return c.json(report, created ? 201 : 200);
  });
}
