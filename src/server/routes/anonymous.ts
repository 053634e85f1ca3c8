import { AnonymousDeviceBodySchema } from '@/shared/schemas/rewards';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { idempotent } from '../web/idempotency';
import { rateLimit } from '../web/rate-limit';
import { RATE_LIMITS } from '../platform/rate-limits';
import { validateJson } from '../web/validate';
import { registerAnonymousDevice } from '../services/anonymous';

/**
 * Open to guests: that is the point of an anonymous device. The sign-in flow moves its saves to the user. Every
 * attempt of an address counts towards its limit before its body or key is looked at, so neither invalid bodies nor
 * fresh keys are a way past it, and only a valid body claims an Idempotency-Key.
 */
export function anonymousRoutes({ db, env }: AppDeps): Router {
  return createRouter().post(
    '/',
    rateLimit({ db, env }, 'anonymous', { ip: RATE_LIMITS.anonymousDevice }),
    validateJson(AnonymousDeviceBodySchema),
    idempotent(db),
    async (c) => {
      const { device, created } = await registerAnonymousDevice(db, c.req.valid('json').id);
      return c.json(device, created ? 201 : 200);
    },
  );
}
