import { MarketQuerySchema, type ListResponse } from '@/shared/schemas/common';
import { BannerEventSchema, type Banner } from '@/shared/schemas/banner';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { sendJson, toCachedBody } from '../web/json';
import { requestIp } from '../web/rate-limit';
import { RATE_LIMITS } from '../platform/rate-limits';
import { firstInWindow } from '../services/rate-limit-store';
import { validateJson, validateParam, validateQuery } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { listBanners, recordBannerEvent } from '../services/banners';

export function bannerRoutes({ db, env, caches }: AppDeps): Router {
  return createRouter()
    .get('/', validateQuery(MarketQuerySchema), async (c) => {
      const { market_id } = c.req.valid('query');
      const payload = await caches.lists.getOrLoad(`banners:${market_id}`, async () => {
        const banners = await listBanners(db, market_id);
        const response: ListResponse<Banner> = {
          data: banners,
          metadata: { pages_count: banners.length > 0 ? 1 : 0, count: banners.length },
        };
        return toCachedBody(response);
      });
      return sendJson(c, payload);
    })
    .post('/:id', validateParam(IdParamSchema), validateJson(BannerEventSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { event } = c.req.valid('json');
      // Impressions and clicks are what advertisers pay by: each address counts once per banner and event per hour.
      const count = await firstInWindow(db, `banner-${event}:${id}:${requestIp(c, env)}`, RATE_LIMITS.countedEventWindowMs);
      await recordBannerEvent(db, id, event, { count });
      return c.body(null, 204);
    });
}
