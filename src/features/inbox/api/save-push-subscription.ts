import { apiRequest } from '@/lib/http';
import { PUSH_SUBSCRIPTIONS_PATH } from '@/domain/web-push';
import type { PushSubscriptionBody } from '@/shared/schemas/push';

/**
 * POST /api/users/push-subscriptions: stores this browser's subscription for the caller (204). The server keeps one
 * row per endpoint, so sending it again is harmless and also updates the language. A 400 ValidationError means the
 * browser's push service is not one the server sends to.
 */
export function savePushSubscription(body: PushSubscriptionBody): Promise<unknown> {
  return apiRequest(PUSH_SUBSCRIPTIONS_PATH, { method: 'POST', body });
}
