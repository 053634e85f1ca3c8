import { apiRequest } from '@/lib/http';
import { PUSH_SUBSCRIPTIONS_PATH } from '@/domain/web-push';

/**
 * POST /api/users/push-subscriptions/test: the server queues a test notification to this endpoint (202). A 404
 * NotFound says the server does not have the endpoint for the caller.
 */
export function sendTestPush(endpoint: string): Promise<{ queued: boolean }> {
  return apiRequest<{ queued: boolean }>(`${PUSH_SUBSCRIPTIONS_PATH}/test`, { method: 'POST', body: { endpoint } });
}
