import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, type ReactElement } from 'react';
import { vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/lib/session';
import { renderWithProviders } from '../../render';

export interface ApiCall {
  method: string;
  /** Path under /api without the trailing slash, e.g. 'prizes/available/3'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  idempotencyKey: string | null;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export function errorResponse(status: number, errorCode: string): Response {
  return Response.json({ timestamp: new Date().toISOString(), message: errorCode, errorCode }, { status });
}

/**
 * Stubs fetch at the network boundary: `routes` answer 'METHOD path' requests, anything else is a 404 so a test
 * notices requests it did not expect. Every request is recorded; the table stays mutable for a changing server.
 */
export function mockApi(initialRoutes: Record<string, Handler>) {
  const routes: Record<string, Handler> = { ...initialRoutes };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '').replace(/\/$/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call: ApiCall = { method, path, query: url.searchParams, body, idempotencyKey: new Headers(init?.headers).get('Idempotency-Key') };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    return handler ? handler(call) : errorResponse(404, 'NotFound');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, routes, requests: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export function signIn(): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
}

/** Links and pagination need a router: this mounts `ui` as the root of a memory router at `url`. */
export async function renderInRouter(ui: ReactElement, url = '/') {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) });
  await act(() => router.load());
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
}

export const list = <T,>(data: T[], extra: Record<string, unknown> = {}) =>
  Response.json({ data, metadata: { pages_count: data.length > 0 ? 1 : 0, count: data.length, ...extra } });
