import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { OfflineBanner } from './OfflineBanner';

interface AppFrameProps {
  /** The query cache's provider around the app: persisted in the browser, a plain one per request on the server. */
  queries: (app: ReactNode) => ReactNode;
  router: ReactNode;
}

/**
 * The one tree the server renders and the browser hydrates. Both sides must nest the same components in the same
 * order, or React's ids (`useId`) and the markup would differ and hydration would throw the page away.
 */
export function AppFrame({ queries, router }: AppFrameProps) {
  return (
    <I18nProvider i18n={i18n}>
      {queries(
        <>
          {router}
          <OfflineBanner />
        </>,
      )}
    </I18nProvider>
  );
}
