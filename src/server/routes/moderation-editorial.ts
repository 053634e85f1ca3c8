import { IdParamSchema } from '@/shared/schemas/common';
import {
  BannerBodySchema,
  BannerOrderBodySchema,
  BannerPatchSchema,
  DealEditorialBodySchema,
  PrizeDecisionBodySchema,
  PrizeRequestsQuerySchema,
  SpecialBodySchema,
} from '@/shared/schemas/moderation-editorial';
import { requireOperator, requireRole } from '../web/auth';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { noStore } from '../web/json';
import { pictureBodyLimit, readPictureUpload } from '../web/picture-upload';
import { validateJson, validateParam, validateQuery } from '../web/validate';
import {
  createBanner,
  listBannersForOperator,
  orderBanners,
  retireBanner,
  storeBannerImage,
  updateBanner,
} from '../services/moderation-banners';
import { setDealEditorial } from '../services/moderation-editorial';
import { decidePrizeRequest, listPrizeRequests } from '../services/moderation-prizes';
import { createSpecial, listSpecialsForOperator, replaceSpecial, retireSpecial } from '../services/moderation-specials';

/**
 * Prize fulfilment and the editorial tools under /api/moderation, for moderators and admins: guests 401,
 * members 403, each write one audit row. What the public sees (lists, deal pages, banners, special pages) is cached,
 * so every editorial write empties those caches at once.
 */
export function moderationEditorialRoutes({ db, env, media, caches }: AppDeps): Router {
  const operators = requireRole(db, env.ADMIN_EMAILS, 'moderator', 'admin');
  return (
    createRouter()
      .use(noStore)
      .get('/prize-requests', operators, validateQuery(PrizeRequestsQuerySchema), async (c) =>
        c.json(await listPrizeRequests(db, c.req.valid('query'))),
      )
      .post('/prize-requests/:id', operators, validateParam(IdParamSchema), validateJson(PrizeDecisionBodySchema), async (c) => {
        return c.json(await decidePrizeRequest(db, requireOperator(c), c.req.valid('param').id, c.req.valid('json')));
      })
      .put('/deals/:id/editorial', operators, validateParam(IdParamSchema), validateJson(DealEditorialBodySchema), async (c) => {
        const editorial = await setDealEditorial(db, requireOperator(c), c.req.valid('param').id, c.req.valid('json'));
        caches.invalidatePublicReads();
        return c.json(editorial);
      })
      .get('/banners', operators, async (c) => c.json(await listBannersForOperator(db)))
      .post('/banners/images', operators, pictureBodyLimit, async (c) => {
        const bytes = await readPictureUpload(c);
        return c.json(await storeBannerImage({ db, media }, requireOperator(c).id, bytes), 201);
      })
      // Fixed paths before '/banners/:id', so 'order' is never taken for an id.
      .put('/banners/order', operators, validateJson(BannerOrderBodySchema), async (c) => {
        const list = await orderBanners(db, requireOperator(c), c.req.valid('json').ids);
        caches.invalidatePublicReads();
        return c.json(list);
      })
      .post('/banners', operators, validateJson(BannerBodySchema), async (c) => {
        const banner = await createBanner(db, requireOperator(c), c.req.valid('json'));
        caches.invalidatePublicReads();
        return c.json(banner, 201);
      })
      .patch('/banners/:id', operators, validateParam(IdParamSchema), validateJson(BannerPatchSchema), async (c) => {
        const banner = await updateBanner(db, requireOperator(c), c.req.valid('param').id, c.req.valid('json'));
        caches.invalidatePublicReads();
        return c.json(banner);
      })
      .delete('/banners/:id', operators, validateParam(IdParamSchema), async (c) => {
        await retireBanner(db, requireOperator(c), c.req.valid('param').id);
        caches.invalidatePublicReads();
        return c.body(null, 204);
      })
      .get('/specials', operators, async (c) => c.json(await listSpecialsForOperator(db)))
      .post('/specials', operators, validateJson(SpecialBodySchema), async (c) => {
        const special = await createSpecial(db, requireOperator(c), c.req.valid('json'));
        caches.invalidatePublicReads();
        return c.json(special, 201);
      })
      .put('/specials/:id', operators, validateParam(IdParamSchema), validateJson(SpecialBodySchema), async (c) => {
        const special = await replaceSpecial(db, requireOperator(c), c.req.valid('param').id, c.req.valid('json'));
        caches.invalidatePublicReads();
        return c.json(special);
      })
      .delete('/specials/:id', operators, validateParam(IdParamSchema), async (c) => {
        await retireSpecial(db, requireOperator(c), c.req.valid('param').id);
        caches.invalidatePublicReads();
        return c.body(null, 204);
      })
  );
}
