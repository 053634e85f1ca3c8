import type { MiddlewareHandler } from 'hono';
import { AnonymousDeviceBodySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { requestIp } from '../web/rate-limit';
import { RATE_LIMITS } from '../platform/rate-limits';
import { hitRateLimit } from '../services/rate-limit-store';
import type { AppEnv } from '../web/types';
import { validateJson } from '../web/validate';
import { registerAnonymousDevice } from '../services/anonymous';

/**
 * Open to guests: that is the point of an anonymous device. The sign-in flow moves its saves to the user. Every
 * attempt of an address counts towards its limit before its body or key is looked at, so neither invalid bodies nor
 * fresh keys are a way past it, and only a valid body claims an Idempotency-Key.
 */
export function anonymousRoutes({ db, env }: AppDeps): Router {
  const limitAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
    await hitRateLimit(db, { key: `anonymous:ip:${requestIp(c, env)}`, ...RATE_LIMITS.anonymousDevice });
    await next();
  };
  return createRouter().post('/', limitAddress, validateJson(AnonymousDeviceBodySchema), idempotent(db), async (c) => {
    const { device, created } = await registerAnonymousDevice(db, c.req.valid('json').id);
    return c.json(device, created ? 201 : 200);
  });
}
