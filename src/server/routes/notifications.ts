import {
  DeletePushSubscriptionBodySchema,
  NotificationSettingsSchema,
  PushReadBodySchema,
  PushRenewBodySchema,
  PushSubscriptionBodySchema,
  TestPushBodySchema,
} from '@/shared/schemas/push';
import { requireUser, signedIn } from '../web/auth';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { noStore } from '../web/json';
import { validateJson } from '../web/validate';
import { AppError } from '../platform/errors';
import { isPushReadToken } from '../push/read-token';
import { markReadFromPush } from '../services/inbox';
import {
  deletePushSubscription,
  getNotificationSettings,
  queueTestPush,
  renewPushSubscription,
  saveNotificationSettings,
  savePushSubscription,
} from '../services/push-subscriptions';

/**
 * /api/users/push-subscriptions (this device's Web Push subscription and its test notification) and
 * /api/users/notification-settings (quiet hours, daily digest). Mounted before the users routes, which read '/:id'.
 */
export function userNotificationRoutes({ db, env, push }: AppDeps): Router {
  return createRouter()
    .use(noStore)
    .post('/push-subscriptions', signedIn, validateJson(PushSubscriptionBodySchema), async (c) => {
      await savePushSubscription(db, requireUser(c), c.req.valid('json'), env.PUSH_ENDPOINT_ALLOWLIST);
      return c.body(null, 204);
    })
    .delete('/push-subscriptions', signedIn, validateJson(DeletePushSubscriptionBodySchema), async (c) => {
      await deletePushSubscription(db, requireUser(c), c.req.valid('json').endpoint);
      return c.body(null, 204);
    })
    .post('/push-subscriptions/test', signedIn, validateJson(TestPushBodySchema), async (c) => {
      await queueTestPush(db, requireUser(c), c.req.valid('json').endpoint);
      push.kick();
      return c.json({ queued: true }, 202);
    })
    .get('/notification-settings', signedIn, async (c) => c.json(await getNotificationSettings(db, requireUser(c))))
    .put('/notification-settings', signedIn, validateJson(NotificationSettingsSchema), async (c) => {
      const settings = await saveNotificationSettings(db, requireUser(c), c.req.valid('json'));
      push.kick();
      return c.json(settings);
    });
}

/**
 * /api/push: what the service worker calls, without an access token. POST /read marks a clicked notification's inbox
 * item read (the payload's signed token names the item; a wrong token is a 404 like an unknown item); POST /renew
 * stores the subscription a browser replaced its old one with (the old auth secret proves the device).
 */
export function pushRoutes({ db, env }: AppDeps): Router {
  return createRouter()
    .use(noStore)
    .post('/read', validateJson(PushReadBodySchema), async (c) => {
      const { inbox_item_id: id, token } = c.req.valid('json');
      if (!isPushReadToken(env.JWT_SECRET, id, token)) throw new AppError('NotFound', `Inbox item ${id} does not exist`);
      await markReadFromPush(db, id);
      return c.body(null, 204);
    })
    .post('/renew', validateJson(PushRenewBodySchema), async (c) => {
      await renewPushSubscription(db, c.req.valid('json'), env.PUSH_ENDPOINT_ALLOWLIST);
      return c.body(null, 204);
    });
}
