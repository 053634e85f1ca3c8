import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { RenderInstantContext } from '@/lib/use-now';
import { ServerBannerContext } from './cookie-consent';
import { OfflineBanner } from './OfflineBanner';

interface AppFrameProps {
  /** The query cache's provider around the app: persisted in the browser, a plain one per request on the server. */
  queries: (app: ReactNode) => ReactNode;
  router: ReactNode;
  /** The page's language: one instance per request on the server, the app's own in the browser. */
  i18n: I18n;
  /** The instant the server rendered at (hydration repeats it); null for a page the browser renders itself. */
  renderInstant: Date | null;
  /** The cookie banner as a server render shows it (from its request's cookie); null in the browser. */
  serverBanner?: 'asking' | 'hidden' | null;
}

/**
 * The one tree the server renders and the browser hydrates. Both sides must nest the same components in the same
 * order, or React's ids (`useId`) and the markup would differ and hydration would throw the page away. What differs
 * per request (language, clock, banner) comes in here and travels by context, never through a module variable.
 */
export function AppFrame({ queries, router, i18n, renderInstant, serverBanner = null }: AppFrameProps) {
  return (
    <I18nProvider i18n={i18n}>
      <RenderInstantContext.Provider value={renderInstant}>
        <ServerBannerContext.Provider value={serverBanner}>
          {queries(
            <>
              {router}
              <OfflineBanner />
            </>,
          )}
        </ServerBannerContext.Provider>
      </RenderInstantContext.Provider>
    </I18nProvider>
  );
}
