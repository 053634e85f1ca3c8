import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { messages as plMessages } from '@/locales/pl/messages.po';

/** Tests see what a Polish visitor sees: the default locale with its real catalog. */
i18n.loadAndActivate({ locale: 'pl', messages: plMessages });

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
}

/** Renders inside the app's i18n and a fresh query cache (retries off so failures show at once). */
export function renderWithProviders(ui: ReactElement, queryClient: QueryClient = createTestQueryClient()): RenderWithProvidersResult {
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, queryClient };
}

/** jsdom has no media queries: a stand-in for `matchMedia(query)`'s answer, holding or not as `matches` says. */
export function mediaQueryList(query: string, matches = false): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Links, cards and pagination need a router: this mounts `ui` as the root of a memory router at `url`. */
export async function renderInRouter(ui: ReactElement, url = '/', queryClient?: QueryClient) {
  // The router restores scroll on navigation; jsdom has no layout, so scrolling is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has no media queries; the gallery slider asks for its breakpoints, and none match here (phone layout).
  window.matchMedia ??= (query: string) => mediaQueryList(query);
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) });
  await act(() => router.load());
  const result = renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { ...result, router };
}

export { i18n };
