import { vi } from 'vitest';
import type { ListResponse } from '@/shared/schemas/common';
import type { Coupon } from '@/shared/schemas/shop';

const DAY = 86_400_000;

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 7,
    code: 'MEDIA15',
    title: '-15% na zamówienie w Media Expert',
    description: 'Rabat 15% na produkty nieprzecenione, jeden kod na konto.',
    url: 'https://www.mediaexpert.pl',
    expires_at: new Date(Date.now() + 10 * DAY).toISOString(),
    clicks_count: 42,
    shop: { id: 3, name: 'Media Expert', slug: 'media-expert', logo_url: '/media/shops/3.webp' },
    ...overrides,
  };
}

export function makeCouponPage(count: number, pagesCount: number, firstId = 1): ListResponse<Coupon> {
  return {
    data: Array.from({ length: count }, (_, i) =>
      makeCoupon({ id: firstId + i, code: `KOD${firstId + i}`, title: `Kupon numer ${firstId + i}` }),
    ),
    metadata: { pages_count: pagesCount, count: count * pagesCount },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers API calls by path (query string ignored unless the route is keyed with it) and records every request. */
export function mockApi(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: { method: string; url: string }[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    const withQuery = `${method} ${url}`;
    const path = `${method} ${url.split('?')[0]}`;
    const handler = routes[withQuery] ?? routes[path];
    if (!handler) return Promise.resolve(jsonResponse({ errorCode: 'NotFound', message: 'no mock', timestamp: '' }, 404));
    return Promise.resolve(handler());
  });
  return { calls, fetchMock };
}
