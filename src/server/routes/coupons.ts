import { CouponListQuerySchema } from '@/shared/schemas/shop';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { sendJson, toCachedBody } from '../web/json';
import { requestIp } from '../web/rate-limit';
import { RATE_LIMITS } from '../platform/rate-limits';
import { firstInWindow } from '../services/rate-limit-store';
import { validateParam, validateQuery } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
import { clickCoupon, listCoupons, type CouponOrder } from '../services/coupons';

export function couponRoutes({ db, env, caches }: AppDeps): Router {
  const app = createRouter();
  const lists: [string, CouponOrder][] = [
    ['/', 'new'],
    ['/best', 'best'],
  ];
  for (const [path, order] of lists) {
    app.get(path, validateQuery(CouponListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      // Nothing in a coupon list depends on the caller, so every visitor shares one cached body per query.
      const key = `coupons:${JSON.stringify([order, q.market_id, q.page, q.per_page, q.search ?? '', q.shop_id ?? null])}`;
      return sendJson(c, await caches.lists.getOrLoad(key, async () => toCachedBody(await listCoupons(db, q, order))));
    });
  }
  return app.post('/:id/click', validateParam(IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    // "best" orders by clicks: each address counts once per coupon per hour, so a script cannot buy the top spot.
    const count = await firstInWindow(db, `coupon-click:${id}:${requestIp(c, env)}`, RATE_LIMITS.countedEventWindowMs);
    return c.json(await clickCoupon(db, id, { count }));
  });
}
