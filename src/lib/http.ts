import { i18n } from '@lingui/core';
import type { ApiErrorBody } from '@/shared/errors';
import type { ApiTransport } from '@/shared/server-render';

/** Transport failures (no answer, too slow, unreadable body) beside HTTP errors. */
export type TransportErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** Every failed API call rejects with this: `status` is the HTTP status, or a transport kind when none arrived. */
export class ApiError extends Error {
  readonly status: number | TransportErrorKind;
  readonly body: ApiErrorBody | null;
  /** The server's Retry-After in seconds (rate limits), null when it sent none. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number | TransportErrorKind, body: ApiErrorBody | null, message?: string, retryAfterSeconds: number | null = null) {
    super(message ?? body?.message ?? String(status));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get errorCode(): string | null {
    return this.body?.errorCode ?? null;
  }
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A 401 normally refreshes the session once and retries once. The auth endpoints themselves (login, refresh,
   * logout) turn it off: their 401 is the answer, and refreshing from inside a refresh would wait on itself.
   */
  retryOnUnauthorized?: boolean;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Builds `/api/<path>?<query>`; arrays become comma-separated values, empty values are left out. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const qs = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

let authHeaderProvider: () => string | null = () => null;

/** The session module registers how to get the current bearer token; the http layer stays unaware of auth state. */
export function setAuthHeaderProvider(provider: () => string | null): void {
  authHeaderProvider = provider;
}

/**
 * Called when a request answered 401, with the bearer token that request carried (null when none). Resolves true
 * when a retry may succeed (the session refreshed, or another caller already holds a newer token).
 */
export type UnauthorizedHandler = (sentToken: string | null) => Promise<boolean>;

let unauthorizedHandler: UnauthorizedHandler = () => Promise.resolve(false);

/** The session module registers how to recover from a 401, the same way it provides the bearer token. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server renders pages with these same fetchers and hands in its Hono app, so a loader's call runs the API's
 * validation, caching and services without a network round trip to itself.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await res.json();
    } catch {
      return null;
    }
  }
  if (type.startsWith('text/plain')) return res.text();
  return res.arrayBuffer();
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'errorCode' in value && 'message' in value;
}

async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  // The language chosen in the app, not the browser's: the server writes its mails (codes, resets) in it.
  if (i18n.locale) headers['Accept-Language'] = i18n.locale;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await transport(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: combined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(timeout.aborted ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', null);
  }
  const data = await readBody(res);
  if (!res.ok) {
    const retryAfter = Number(res.headers.get('Retry-After') ?? 'NaN');
    throw new ApiError(res.status, isErrorBody(data) ? data : null, undefined, Number.isFinite(retryAfter) ? retryAfter : null);
  }
  if (data === null && res.status !== 204) throw new ApiError('PARSING_ERROR', null);
  return data as T;
}

/** One call; a 401 gets exactly one recovery attempt and one retry, so an always-401 endpoint cannot loop. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = authHeaderProvider();
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    const unauthorized = error instanceof ApiError && error.status === 401;
    if (!unauthorized || options.retryOnUnauthorized === false || options.signal?.aborted) throw error;
    if (!(await unauthorizedHandler(token))) throw error;
    return send<T>(path, options, authHeaderProvider());
  }
}

export const apiGet = <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) => apiRequest<T>(path, { query, signal });
