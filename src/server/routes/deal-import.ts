import { DealImportSchema } from '@/shared/schemas/deal-import';
import { requireUser, signedIn } from '../web/auth';
import type { AppDeps } from '../deps';
import { RATE_LIMITS } from '../platform/rate-limits';
import { createRouter, type Router } from '../web/router';
import { noStore } from '../web/json';
import { rateLimit } from '../web/rate-limit';
import { validateJson } from '../web/validate';
import { importDealLink } from '../services/link-import';

/** POST /api/deals/import (prefill the deal form from a shop link), mounted at /api/deals before the `/:id` routes. */
export function dealImportRoutes({ db, env, media, caches }: AppDeps): Router {
  const deps = { db, caches, media, allowlist: env.LINK_IMPORT_ALLOWLIST, timeoutMs: env.LINK_IMPORT_TIMEOUT_MS };
  return createRouter().post(
    '/import',
    signedIn,
    noStore,
    validateJson(DealImportSchema),
    rateLimit({ db, env }, 'action:link-import', { user: RATE_LIMITS.userActions['link-import'] }),
    async (c) => c.json(await importDealLink(deps, requireUser(c), c.req.valid('json').url)),
  );
}
