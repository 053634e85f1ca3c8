import { Hono } from 'hono';
import { AnonymousDeviceBodySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../http/deps';
import { idempotent } from '../http/idempotency';
import { hitRateLimit, requestIp } from '../http/rate-limit';
import type { AppEnv } from '../http/types';
import { validateJson } from '../http/validate';
import { registerAnonymousDevice } from '../services/anonymous';

/** A browser registers once; far more from one address in an hour is someone filling the table. */
export const ANONYMOUS_REGISTRATIONS_PER_HOUR = 60;

/** Open to guests: that is the point of an anonymous device. The sign-in flow moves its saves to the user. */
export function anonymousRoutes({ db, env }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).post('/', idempotent(db), validateJson(AnonymousDeviceBodySchema), async (c) => {
    await hitRateLimit(db, {
      key: `anonymous:ip:${requestIp(c, env.TRUST_PROXY)}`,
      limit: ANONYMOUS_REGISTRATIONS_PER_HOUR,
      windowMs: 60 * 60_000,
    });
    const { device, created } = await registerAnonymousDevice(db, c.req.valid('json').id);
    return c.json(device, created ? 201 : 200);
  });
}
