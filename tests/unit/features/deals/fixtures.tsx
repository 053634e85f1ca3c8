import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, type ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../render';
import type { DealListItem } from '@/shared/schemas/deal';
import type { ListResponse } from '@/shared/schemas/common';

/** Cards and pagination are links, so they need a router: this mounts `ui` as the root of a memory router at `url`. */
export async function renderInRouter(ui: ReactElement, url = '/', queryClient?: QueryClient) {
  // The router restores scroll on navigation; jsdom has no layout, so scrolling is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has no media queries; the gallery slider asks for its breakpoints, and none match here (phone layout).
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await act(() => router.load());
  const result = renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { ...result, router };
}

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
    shop: { id: 3, name: 'Media Expert' },
    show_countdown_to_expiration: false,
    show_countdown_to_release: false,
    old_price: 179900,
    new_price: 129900,
    currency: 'PLN',
    discount: 28,
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
    user: { id: 9, username: 'okazjonalny', avatar_url: null, is_deleted: false },
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
