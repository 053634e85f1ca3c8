import { vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/lib/session';
import type { CurrentUser, PublicProfile } from '@/shared/schemas/user';

export interface ApiCall {
  method: string;
  /** Path under /api without the trailing slash, e.g. 'users/email'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export function errorResponse(status: number, errorCode: string): Response {
  return Response.json({ timestamp: new Date().toISOString(), message: errorCode, errorCode }, { status });
}

const EMPTY_LIST = { data: [], metadata: { pages_count: 0, count: 0 } };

/**
 * Stubs fetch at the network boundary: `routes` answer 'METHOD path' requests; lists answer empty, a token refresh
 * succeeds, anything else is a 404. Every request is recorded for assertions.
 */
export function mockApi(initialRoutes: Record<string, Handler>) {
  // Tests may swap an answer mid-journey (the server's state changed), so the table stays mutable.
  const routes: Record<string, Handler> = { ...initialRoutes };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '').replace(/\/$/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call: ApiCall = { method, path, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (handler) return handler(call);
    if (path === 'auth/refresh') return Response.json({ access_token: 'access-2', refresh_token: 'refresh-2' });
    if (method === 'GET' && (path.startsWith('deals') || path.startsWith('banners'))) return Response.json(EMPTY_LIST);
    return errorResponse(404, 'NotFound');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, routes, requests: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export function signIn(): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'okazjonalny',
    email: 'demo@example.com',
    phone: '+48123456789',
    birthdate: '1990-03-05',
    gender: 'female',
    avatar_url: null,
    marketing_consent_granted_at: '2026-01-02T10:00:00.000Z',
    created_at: '2025-06-15T08:00:00.000Z',
    market_id: 1,
    user_points: [{ market_id: 1, points: 1250 }],
    _count: { user_votes: 12, deal_comments: 4, deals: 3 },
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 7,
    username: 'okazjonalny',
    avatar_url: null,
    created_at: '2025-06-15T08:00:00.000Z',
    _count: { user_votes: 12, deal_comments: 4, deals: 3 },
    user_achievements: [],
    ...overrides,
  };
}
