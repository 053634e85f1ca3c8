import * as v from 'valibot';
import { IdParamSchema } from '@/shared/schemas/common';
import { DealSubmissionSchema } from '@/shared/schemas/deal-submission';
import { requireUser, signedIn } from '../web/auth';
import type { AppDeps } from '../deps';
import { dealTag, LISTS_TAG } from '../platform/content-tags';
import { RATE_LIMITS } from '../platform/rate-limits';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { noStore } from '../web/json';
import { pictureBodyLimit, readPictureUpload } from '../web/picture-upload';
import { rateLimit } from '../web/rate-limit';
import { validateJson, validateParam, validateQuery } from '../web/validate';
import { storeDealImage } from '../services/deal-images';
import { duplicateForMember, submitDeal, updateDeal } from '../services/deal-submission';
import { getDeal } from '../services/deals';
import { dealHold, type DealTexts } from '../services/moderation-held';
import { productTagsOf } from '../services/price-history';

/** GET /api/deals/duplicate?url=…: any http(s) link the member is typing; the https rule is the form's to tell. */
const DuplicateQuerySchema = v.object({
  url: v.pipe(v.string('url is required'), v.trim(), v.maxLength(2048, 'url is too long'), v.url('url must be a link')),
});

/** A member's deal: posting, the 30-minute edit, its pictures and the duplicate check. */
export function dealSubmissionRoutes({ db, env, media, caches }: AppDeps): Router {
  const once = idempotent(db);
  // Blocked words and refused links answer 422 before anything is written; review words and pre-moderation hold it.
  const holdOf = (userId: number, deal: DealTexts) =>
    dealHold(db, caches.contentLists, { premoderate: env.PREMODERATE_NEW_ACCOUNTS, userId }, deal);
  return createRouter()
    .post(
      '/',
      signedIn,
      validateJson(DealSubmissionSchema),
      once,
      rateLimit({ db, env }, 'action:deal-submission', { user: RATE_LIMITS.userActions['deal-submission'] }),
      rateLimit({ db, env }, 'action:new:deal-submission', { newUser: RATE_LIMITS.newAccountActions['deal-submission'] }),
      async (c) => {
        const input = c.req.valid('json');
        const id = await submitDeal(db, { userId: requireUser(c), ...input, hold: await holdOf(requireUser(c), input) });
        // A new deal joins lists (the newest first of all) and its product's history; nothing else shows it.
        caches.invalidate([LISTS_TAG, ...(await productTagsOf(db, id))]);
        return c.json(await getDeal(db, id, requireUser(c)), 201);
      },
    )
    .post(
      '/images',
      signedIn,
      pictureBodyLimit,
      rateLimit({ db, env }, 'action:deal-image', { user: RATE_LIMITS.userActions['deal-image'] }),
      async (c) => {
        const userId = requireUser(c);
        const bytes = await readPictureUpload(c);
        return c.json(await storeDealImage({ db, media }, userId, bytes), 201);
      },
    )
    .get('/duplicate', signedIn, noStore, validateQuery(DuplicateQuerySchema), async (c) => {
      return c.json(await duplicateForMember(db, requireUser(c), c.req.valid('query').url));
    })
    .put(
      '/:id',
      signedIn,
      validateParam(IdParamSchema),
      validateJson(DealSubmissionSchema),
      once,
      rateLimit({ db, env }, 'action:deal-edit', { user: RATE_LIMITS.userActions['deal-edit'] }),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const before = await productTagsOf(db, id);
        await updateDeal(db, { userId: requireUser(c), dealId: id, ...input, hold: await holdOf(requireUser(c), input) });
        // An edit changes the deal and what every list shows of it (its price, title, picture), may move it to
        // another category's lists and its prices to another product; the author goes to look, so the guests' lists
        // are not left to their TTL.
        caches.invalidate([dealTag(id), LISTS_TAG, ...before, ...(await productTagsOf(db, id))]);
        return c.json(await getDeal(db, id, requireUser(c)));
      },
    );
}
