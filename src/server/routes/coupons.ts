import { Hono } from 'hono';
import { CouponListQuerySchema } from '@/shared/schemas/shop';
import type { AppDeps } from '../http/deps';
import { HttpError } from '../http/errors';
import { sendJson, toCachedBody } from '../http/json';
import type { AppEnv } from '../http/types';
import { IdParamSchema, validateParam, validateQuery } from '../http/validate';
import { clickCoupon, listCoupons, type CouponOrder } from '../services/coupons';

export function couponRoutes({ db, listCache }: Pick<AppDeps, 'db' | 'listCache'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const lists: [string, CouponOrder][] = [
    ['/', 'new'],
    ['/best', 'best'],
  ];
  for (const [path, order] of lists) {
    app.get(path, validateQuery(CouponListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      // Nothing in a coupon list depends on the caller, so every visitor shares one cached body per query.
      const key = `coupons:${JSON.stringify([order, q.market_id, q.page, q.per_page, q.search ?? '', q.shop_id ?? null])}`;
      return sendJson(c, await listCache.getOrLoad(key, async () => toCachedBody(await listCoupons(db, q, order))));
    });
  }
  return app.post('/:id/click', validateParam(IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const click = await clickCoupon(db, id);
    if (!click) throw new HttpError('NotFound', `Coupon ${id} does not exist`);
    return c.json(click);
  });
}
