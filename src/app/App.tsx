import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { activateLocale, i18n, readStoredLocale } from './i18n';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { session } from './session';
import { startThemeSync } from './theme';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, session });

export function App() {
  const [localeReady, setLocaleReady] = useState(() => Boolean(i18n.locale));

  useEffect(() => startThemeSync(), []);

  useEffect(() => {
    void activateLocale(readStoredLocale()).then(() => setLocaleReady(true));
  }, []);

  // Rendering before the catalog arrives would flash English source strings at Polish visitors.
  if (!localeReady) return null;

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
