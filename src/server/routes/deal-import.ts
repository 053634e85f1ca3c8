import { Hono } from 'hono';
import { DealImportSchema } from '@/shared/schemas/deal-import';
import { requireUser, signedIn } from '../web/auth';
import type { AppDeps } from '../deps';
import { noStore } from '../web/json';
import { limitUserAction } from '../web/rate-limit';
import type { AppEnv } from '../web/types';
import { validateJson } from '../web/validate';
import { importDealLink } from '../services/link-import';

/** POST /api/deals/import (prefill the deal form from a shop link), mounted at /api/deals before the `/:id` routes. */
export function dealImportRoutes({ db, env, mediaDir }: Pick<AppDeps, 'db' | 'env' | 'mediaDir'>): Hono<AppEnv> {
  const deps = { db, mediaDir, allowlist: env.LINK_IMPORT_ALLOWLIST, timeoutMs: env.LINK_IMPORT_TIMEOUT_MS };
  return new Hono<AppEnv>({ strict: false }).post(
    '/import',
    signedIn,
    noStore,
    validateJson(DealImportSchema),
    limitUserAction(db, 'link-import'),
    async (c) => c.json(await importDealLink(deps, requireUser(c), c.req.valid('json').url)),
  );
}
