import { I18nProvider } from '@lingui/react';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { activateLocale, i18n, readStoredLocale } from './i18n';
import { OfflineBanner } from './OfflineBanner';
import { createPersister, forgetUserOnSignOut, persistOptionsFor, saveOnPageHide } from './persistence';
import { createQueryClient } from './query-client';
import { createAppRouter, useGuardsFollowSession, type AppRouter } from './router';
import { registerAnonymousDevice } from '@/lib/anonymous-device';
import { startConnectivity } from '@/lib/connectivity';
import { countPendingMutations } from '@/lib/pending-mutations';
import { session, startSession } from '@/lib/session';
import { startThemeSync } from './theme';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, session });
const persistOptions = persistOptionsFor(createPersister());

/**
 * Restored actions (the offline queue) are replayed as soon as the cache is back; offline they stay paused. Once they
 * are through, every restored answer is marked stale: the copy on screen is kept, but what is shown gets refetched,
 * since the last throttled save may predate the last change (a reload right after a vote or a reply). Not returned:
 * the provider would keep the app blank until a replay that may wait for the network.
 */
const afterRestore = () => {
  void queryClient.resumePausedMutations().then(() => queryClient.invalidateQueries());
};

/** Loaders read the query cache directly: the router starts only once the persisted cache is restored. */
function RestoredRouter({ router: appRouter }: { router: AppRouter }) {
  const restoring = useIsRestoring();
  if (restoring) return null;
  return <RouterProvider router={appRouter} />;
}

export function App() {
  const [localeReady, setLocaleReady] = useState(() => Boolean(i18n.locale));

  useEffect(() => startThemeSync(), []);

  // §4: refresh a stored session now and every 5 minutes, follow other tabs; rendering does not wait for it.
  useEffect(() => startSession(queryClient), []);
  useGuardsFollowSession(router);

  // Issue 7: online state follows real reachability; the queue is saved when the page is hidden or left.
  useEffect(
    () =>
      startConnectivity({
        hasWaitingWork: () => countPendingMutations(queryClient) > 0,
        onReachable: () => void queryClient.resumePausedMutations(),
      }),
    [],
  );
  useEffect(() => saveOnPageHide(queryClient), []);
  useEffect(() => forgetUserOnSignOut(queryClient), []);

  // A guest's browser gets its anonymous device id registered (§7 POST /anonymous/), sent along at sign-in.
  useEffect(() => {
    if (!session.isSignedIn) void registerAnonymousDevice();
  }, []);

  useEffect(() => {
    void activateLocale(readStoredLocale()).then(() => setLocaleReady(true));
  }, []);

  // Rendering before the catalog arrives would flash English source strings at Polish visitors.
  if (!localeReady) return null;

  return (
    <I18nProvider i18n={i18n}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={afterRestore}>
        <RestoredRouter router={router} />
        <OfflineBanner />
      </PersistQueryClientProvider>
    </I18nProvider>
  );
}
