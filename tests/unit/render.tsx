import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
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

export { i18n };
