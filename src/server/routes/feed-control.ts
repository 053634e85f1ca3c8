import { IdParamSchema } from '@/shared/schemas/common';
import {
  FeedFiltersBodySchema,
  FollowBodySchema,
  type FollowBody,
  FollowParamSchema,
  HiddenDealsQuerySchema,
  HideDealBodySchema,
  SeenDealsBodySchema,
} from '@/shared/schemas/feed';
import type { AppDeps } from '../deps';
import { shopTag, userTag } from '../platform/content-tags';
import { follow, listFollows, unfollow } from '../services/follows';
import { listSeen, markSeen } from '../services/seen-deals';
import { getFeedFilters, hideDeal, listHiddenDeals, saveFeedFilters, unhideDeal } from '../services/feed-control';
import { requireUser, signedIn } from '../web/auth';
import { noStore } from '../web/json';
import { createRouter, type Router } from '../web/router';
import { validateJson, validateParam, validateQuery } from '../web/validate';

/** A follow changes the follower count of the member's profile or the shop's page. */
const followedTag = ({ entity_type, entity_id }: FollowBody) => (entity_type === 'user' ? userTag : shopTag)(entity_id);

/**
 * A member's own feed: the deals they hid, what they muted, whom they follow and what they have seen. Private, so never in a shared cache;
 * a follow changes the follower counts that profiles and shop pages show, so it empties the rendered pages.
 */
export function feedControlRoutes({ db, caches }: AppDeps): Router {
  return createRouter()
    .use(noStore)
    .get('/hidden-deals', signedIn, validateQuery(HiddenDealsQuerySchema), async (c) =>
      c.json(await listHiddenDeals(db, requireUser(c), c.req.valid('query'))),
    )
    .post('/hidden-deals', signedIn, validateJson(HideDealBodySchema), async (c) => {
      const { deal_id: dealId } = c.req.valid('json');
      const added = await hideDeal(db, requireUser(c), dealId);
      return c.json({ deal_id: dealId }, added ? 201 : 200);
    })
    .delete('/hidden-deals/:id', signedIn, validateParam(IdParamSchema), async (c) => {
      await unhideDeal(db, requireUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/feed-filters', signedIn, async (c) => c.json(await getFeedFilters(db, requireUser(c))))
    .put('/feed-filters', signedIn, validateJson(FeedFiltersBodySchema), async (c) =>
      c.json(await saveFeedFilters(db, requireUser(c), c.req.valid('json'))),
    )
    .get('/follows', signedIn, async (c) => c.json(await listFollows(db, requireUser(c))))
    .post('/follows', signedIn, validateJson(FollowBodySchema), async (c) => {
      const target = c.req.valid('json');
      const added = await follow(db, requireUser(c), target);
      if (added) caches.invalidate([followedTag(target)]);
      return c.json(target, added ? 201 : 200);
    })
    .get('/seen-deals', signedIn, async (c) => c.json(await listSeen(db, requireUser(c))))
    .post('/seen-deals', signedIn, validateJson(SeenDealsBodySchema), async (c) => {
      await markSeen(db, requireUser(c), c.req.valid('json').deal_ids);
      return c.body(null, 204);
    })
    .delete('/follows/:entity_type/:entity_id', signedIn, validateParam(FollowParamSchema), async (c) => {
      const target = c.req.valid('param');
      await unfollow(db, requireUser(c), target);
      caches.invalidate([followedTag(target)]);
      return c.body(null, 204);
    });
}
