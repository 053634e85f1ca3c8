import { vi } from 'vitest';
import type { DealListItem } from '@/shared/schemas/deal';
import type { ListResponse } from '@/shared/schemas/common';

const HOUR = 3_600_000;

export function makeDeal(overrides: Partial<DealListItem> = {}): DealListItem {
  return {
    id: 42,
    slug: 'sluchawki-sony-wh-1000xm5',
    title: 'Słuchawki Sony WH-1000XM5 & etui',
    subtitle: 'Najniższa cena w historii',
    category: 'electronics',
    deal_images: [
      {
        id: 1,
        url: '/media/deals/42/1-800.webp',
        width: 800,
        height: 600,
        variants: [
          { width: 200, url: '/media/deals/42/1-200.webp' },
          { width: 400, url: '/media/deals/42/1-400.webp' },
        ],
      },
    ],
    shop: { id: 3, name: 'Media Expert', logo_url: '/media/shops/media-expert-256.webp' },
    show_countdown_to_expiration: false,
    show_countdown_to_release: false,
    old_price: 179900,
    new_price: 129900,
    currency: 'PLN',
    discount: 28,
    real_discount: null,
    shipping: 'free',
    comments_count: 7,
    votes_count: 154,
    is_pinned: false,
    is_featured: false,
    is_sponsored: false,
    is_nsfw: false,
    expires_at: null,
    released_at: null,
    created_at: new Date(Date.now() - 3 * HOUR).toISOString(),
    user: { id: 9, username: 'okazjonalny', avatar_url: null, is_deleted: false, is_new: false },
    direct_url: 'https://www.mediaexpert.pl/sluchawki',
    is_affiliate: true,
    ...overrides,
  };
}

export function makePage(count: number, pagesCount: number, firstId = 1): ListResponse<DealListItem> {
  return {
    data: Array.from({ length: count }, (_, i) => makeDeal({ id: firstId + i, title: `Okazja numer ${firstId + i}` })),
    metadata: { pages_count: pagesCount, count: count * pagesCount },
  };
}

/**
 * A fetch stub for pages that list deals: a deal list request (`isDealList`) gets `dealPage(url)`, any other request
 * `other(url)` or, when that gives nothing, an empty list. `dealRequests()` reads back each deal list request's query.
 */
export function dealListFetch({
  dealPage,
  isDealList = (url) => url.pathname.startsWith('/api/deals'),
  other = () => undefined,
}: {
  dealPage: (url: URL) => ListResponse<DealListItem>;
  isDealList?: (url: URL) => boolean;
  other?: (url: URL) => unknown;
}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (isDealList(url)) return Response.json(dealPage(url));
    return Response.json(other(url) ?? { data: [], metadata: { pages_count: 0, count: 0 } });
  });
  const dealRequests = (): URLSearchParams[] =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter(isDealList)
      .map((url) => url.searchParams);
  return { fetchMock, dealRequests };
}
