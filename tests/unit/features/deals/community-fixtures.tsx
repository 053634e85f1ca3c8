import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { registerCommentMutations } from '@/features/comments/api/register-comment-mutations';
import { registerDealMutations } from '@/features/deals/api/register-deal-mutations';
import { currentUserKey } from '@/domain/current-user';
import { REFRESH_TOKEN_KEY } from '@/domain/session';
import type { DealComment, DealDetail } from '@/shared/schemas/deal';
import { makeUser } from '../account/helpers';
import { makeDeal } from './fixtures';

/** A query client like the app's: community mutations registered by key, nothing refetched behind the test's back. */
export function createCommunityClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity }, mutations: { retry: false } },
  });
  registerDealMutations(queryClient);
  registerCommentMutations(queryClient);
  return queryClient;
}

/** The signed-in user's profile as the app holds it: the deal page and the comments know the viewer from it. */
export function setViewer(queryClient: QueryClient, viewer: { id: number; username: string }): void {
  queryClient.setQueryData(currentUserKey, makeUser(viewer));
}

export function signIn(): void {
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token');
}

export function makeDetail(overrides: Partial<DealDetail> = {}): DealDetail {
  return {
    ...makeDeal(),
    deal_buttons: [],
    coupon_code: null,
    coupon_code_text: null,
    coupon_code_url: null,
    description: '<p>Opis</p>',
    instructions: null,
    deal_offers: [],
    section_title: null,
    disable_comments: false,
    deal_comments: [],
    lowest_price_30d: null,
    discount_overstated: false,
    lowest_price_seen: null,
    lowest_price_seen_since: null,
    previous_deal: null,
    ...overrides,
  };
}

const MINUTE = 60_000;
const base = Date.now() - 60 * MINUTE;

export function makeComment(id: number, threadId: number, minute: number, overrides: Partial<DealComment> = {}): DealComment {
  return {
    id,
    content: `Komentarz ${id}`,
    created_at: new Date(base + minute * MINUTE).toISOString(),
    votes_count: 0,
    parent_id: id === threadId ? null : threadId,
    thread_id: threadId,
    user: { id: 100 + id, username: `user${id}`, avatar_url: null, is_deleted: false, is_new: false },
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

/** A fake answer; `headers` for what a client reads from them (Retry-After). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces fetch with `handler` and records every request, so a test can assert what the API was asked (method,
 * path, body, Idempotency-Key) and answer like the real server would.
 */
export function fakeApi(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const request: RecordedRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      requests.push(request);
      const { status, body, headers } = await handler(request);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      });
    }),
  );
  return {
    requests,
    /**
     * Requests other than reads, but the report of an opened deal ("Widziane") every signed-in deal page sends: these
     * tests look at what the member did (tests/unit/domain/seen-deals.test.tsx looks at that report).
     */
    writes: () => requests.filter((request) => request.method !== 'GET' && request.path !== '/api/users/seen-deals'),
  };
}

export const error = (status: number, errorCode: string) => ({
  status,
  body: { timestamp: new Date().toISOString(), message: errorCode, errorCode },
});
