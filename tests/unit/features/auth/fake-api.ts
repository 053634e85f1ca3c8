import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export type FakeHandler = (call: FakeCall) => Response | Promise<Response>;

/** Answers with the API's error shape (timestamp, message, errorCode). */
export function apiError(status: number, errorCode: string): Response {
  return Response.json({ timestamp: new Date().toISOString(), message: errorCode, errorCode }, { status });
}

/**
 * Stubs fetch with handlers keyed "METHOD /api/path" (no query string, no trailing slash). Every call is recorded; a call without a
 * handler fails the way an unknown route would (404), so a test notices requests it did not expect.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      method,
      path: url.pathname.replace(/(.)\/$/, '$1'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const handler = handlers[`${method} ${call.path}`];
    return handler ? handler(call) : apiError(404, 'NotFound');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
