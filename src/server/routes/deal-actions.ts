import {
  CommentBodySchema,
  CommentParamSchema,
  DealVoteBodySchema,
  FavouritesQuerySchema,
  FavouritesStatusQuerySchema,
  VoteBodySchema,
  VotesStatusQuerySchema,
} from '@/shared/schemas/community';
import { requireUser, signedIn } from '../web/auth';
import type { AppDeps } from '../deps';
import { dealTag } from '../platform/content-tags';
import { RATE_LIMITS } from '../platform/rate-limits';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { noStore } from '../web/json';
import { rateLimit } from '../web/rate-limit';
import { validateJson, validateParam, validateQuery } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { addComment, deleteComment } from '../services/comments';
import { favouritesStatus, listFavourites, toggleFavourite } from '../services/favourites';
import { downvoteReasons, voteOnComment, voteOnDeal, votesStatus } from '../services/votes';

/** Community actions on deals (votes, favourites, comments), mounted at /api/deals before the `/:id` read routes. */
export function dealActionsRoutes({ db, env, caches }: AppDeps): Router {
  const once = idempotent(db);
  return (
    createRouter()
      .get('/favourites', signedIn, noStore, validateQuery(FavouritesQuerySchema), async (c) =>
        c.json(await listFavourites(db, requireUser(c), c.req.valid('query'))),
      )
      .get('/favourites-status', signedIn, noStore, validateQuery(FavouritesStatusQuerySchema), async (c) =>
        c.json(await favouritesStatus(db, requireUser(c), c.req.valid('query').id)),
      )
      .get('/votes-status', signedIn, noStore, validateQuery(VotesStatusQuerySchema), async (c) => {
        const { id, entity_type } = c.req.valid('query');
        return c.json(await votesStatus(db, requireUser(c), entity_type, id));
      })
      .post(
        '/:id/like',
        signedIn,
        validateParam(IdParamSchema),
        validateJson(DealVoteBodySchema),
        once,
        rateLimit({ db, env }, 'action:vote', { user: RATE_LIMITS.userActions['vote'] }),
        async (c) => {
          const { id } = c.req.valid('param');
          const { like, reason } = c.req.valid('json');
          const vote = await voteOnDeal(db, { userId: requireUser(c), dealId: id, like, reason, popularThreshold: env.POPULAR_THRESHOLD });
          caches.invalidate([dealTag(id)]);
          return c.json(vote);
        },
      )
      .get('/:id/downvote-reasons', signedIn, noStore, validateParam(IdParamSchema), async (c) =>
        c.json(await downvoteReasons(db, requireUser(c), c.req.valid('param').id)),
      )
      // A favourite is the member's own list, and no count of them is shown to anyone: no guest's cache is emptied.
      .post('/:id/favourite', signedIn, validateParam(IdParamSchema), once, async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await toggleFavourite(db, requireUser(c), id));
      })
      .post(
        '/:id/comment',
        signedIn,
        validateParam(IdParamSchema),
        validateJson(CommentBodySchema),
        once,
        rateLimit({ db, env }, 'action:comment', { user: RATE_LIMITS.userActions['comment'] }),
        async (c) => {
          const { id } = c.req.valid('param');
          const { content, parent_id, thread_id } = c.req.valid('json');
          const comment = await addComment(db, caches.contentLists, {
            userId: requireUser(c),
            dealId: id,
            content,
            parentId: parent_id,
            threadId: thread_id,
          });
          caches.invalidate([dealTag(id)]);
          return c.json(comment, 201);
        },
      )
      .delete('/:id/comment/:commentId', signedIn, validateParam(CommentParamSchema), once, async (c) => {
        const { id, commentId } = c.req.valid('param');
        await deleteComment(db, requireUser(c), id, commentId);
        caches.invalidate([dealTag(id)]);
        return c.body(null, 204);
      })
      .post(
        '/:id/comment/:commentId/like',
        signedIn,
        validateParam(CommentParamSchema),
        validateJson(VoteBodySchema),
        once,
        rateLimit({ db, env }, 'action:vote', { user: RATE_LIMITS.userActions['vote'] }),
        async (c) => {
          const { id, commentId } = c.req.valid('param');
          const { like } = c.req.valid('json');
          const vote = await voteOnComment(db, { userId: requireUser(c), dealId: id, commentId, like });
          caches.invalidate([dealTag(id)]);
          return c.json(vote);
        },
      )
  );
}
