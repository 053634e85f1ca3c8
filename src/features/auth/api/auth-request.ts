import { apiRequest } from '@/lib/http';

/**
 * POST to /api/auth/<path>. A 401 here is the answer (wrong password, provider refused), never a stale session,
 * so no refresh-and-retry.
 */
export function postAuth<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(`auth/${path}`, { method: 'POST', body, retryOnUnauthorized: false });
}
