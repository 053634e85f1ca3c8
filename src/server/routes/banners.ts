import { Hono } from 'hono';
import * as v from 'valibot';
import type { ListResponse } from '@/shared/schemas/common';
import { PaginationQuery } from '@/shared/schemas/common';
import { BannerEventSchema, type Banner } from '@/shared/schemas/banner';
import type { AppDeps } from '../http/deps';
import { HttpError } from '../http/errors';
import { sendJson, toCachedBody } from '../http/json';
import type { AppEnv } from '../http/types';
import { IdParamSchema, validateJson, validateParam, validateQuery } from '../http/validate';
import { listBanners, recordBannerEvent } from '../services/banners';

const BannerListQuery = v.object({ market_id: PaginationQuery.market_id });

export function bannerRoutes({ db, listCache }: Pick<AppDeps, 'db' | 'listCache'>): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false })
    .get('/', validateQuery(BannerListQuery), async (c) => {
      const { market_id } = c.req.valid('query');
      const payload = await listCache.getOrLoad(`banners:${market_id}`, async () => {
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
      if (!(await recordBannerEvent(db, id, event))) throw new HttpError('NotFound', `Banner ${id} does not exist`);
      return c.body(null, 204);
    });
}
