import { vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/domain/session';

export interface ApiCall {
  method: string;
  /** Path under /api without the trailing slash, e.g. 'users/email'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  idempotencyKey: string | null;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function errorResponse(status: number, errorCode: string, headers: Record<string, string> = {}): Response {
  return Response.json({ timestamp: new Date().toISOString(), message: errorCode, errorCode }, { status, headers });
}

const notFound: ApiHandler = () => errorResponse(404, 'NotFound');

/**
 * Stubs fetch at the network boundary: `routes` answer 'METHOD path' requests and `fallback` the rest (by default a 404,
 * so a test notices requests it did not expect). Every request is recorded for assertions.
 */
export function mockApi(initialRoutes: Record<string, ApiHandler>, fallback: ApiHandler = notFound) {
  // Tests may swap an answer mid-journey (the server's state changed), so the table stays mutable.
  const routes: Record<string, ApiHandler> = { ...initialRoutes };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '').replace(/\/$/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body,
      idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`] ?? fallback;
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, routes, requests: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** Stores the tokens of a signed-in session, as a login does. */
export function signIn(): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
}
