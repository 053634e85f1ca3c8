import { BannedHostsBodySchema, HeldQuerySchema, WatchedWordsBodySchema } from '@/shared/schemas/moderation-content';
import { requireOperator, requireRole } from '../web/auth';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { validateJson, validateQuery } from '../web/validate';
import { heldList } from '../services/moderation-held';
import { getBannedHosts, getWatchedWords, putBannedHosts, putWatchedWords } from '../services/watched-words';

/**
 * /api/moderation: watched words, banned shop hosts and held content. Operators read; only admins change
 * the lists, as they decide what the whole community may say. Mounted inside moderationRoutes, which sets no-store.
 */
export function moderationContentRoutes({ db, env, caches }: AppDeps): Router {
  const operators = requireRole(db, env.ADMIN_EMAILS, 'moderator', 'admin');
  const admins = requireRole(db, env.ADMIN_EMAILS, 'admin');
  return createRouter()
    .get('/watched-words', operators, async (c) => c.json(await getWatchedWords(db)))
    .put('/watched-words', admins, validateJson(WatchedWordsBodySchema), async (c) =>
      c.json(await putWatchedWords(db, caches.contentLists, requireOperator(c), c.req.valid('json'))),
    )
    .get('/banned-hosts', operators, async (c) => c.json(await getBannedHosts(db)))
    .put('/banned-hosts', admins, validateJson(BannedHostsBodySchema), async (c) =>
      c.json(await putBannedHosts(db, caches.contentLists, requireOperator(c), c.req.valid('json'))),
    )
    .get('/held', operators, validateQuery(HeldQuerySchema), async (c) =>
      c.json(await heldList(db, caches.contentLists, c.req.valid('query'))),
    );
}
