import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { activateLocale, i18n, isLocale, readStoredLocale } from './i18n';
import { AppFrame } from './AppFrame';
import { rememberAnswerForServer } from './cookie-consent';
import { createPersister, forgetUserOnSignOut, persistOptionsFor, saveOnPageHide } from './persistence';
import { useGuardsFollowSession, type AppRouter } from './router';
import { registerAnonymousDevice } from '@/lib/anonymous-device';
import { startConnectivity } from '@/lib/connectivity';
import { countPendingMutations } from '@/lib/pending-mutations';
import { stopDeviceNotificationsOnSignOut } from '@/lib/push-session';
import { session, startSession } from '@/lib/session';
import { startThemeSync } from './theme';
import './styles/global.css';

const persistOptions = persistOptionsFor(createPersister());

/**
 * Restored actions (the offline queue) are replayed as soon as the cache is back; offline they stay paused. Once they
 * are through, every restored answer is marked stale: the copy on screen is kept, but what is shown gets refetched,
 * since the last throttled save may predate the last change (a reload right after a vote or a reply). Not returned:
 * the provider would keep the app blank until a replay that may wait for the network.
 */
const afterRestore = (queryClient: QueryClient) => () => {
  void queryClient.resumePausedMutations().then(() => queryClient.invalidateQueries());
};

/** Loaders read the query cache directly: the router starts only once the persisted cache is restored. */
function RestoredRouter({ router: appRouter }: { router: AppRouter }) {
  const restoring = useIsRestoring();
  if (restoring) return null;
  return <RouterProvider router={appRouter} />;
}

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /**
   * The page came rendered from the server and the router is hydrated from the data it carries (src/main.tsx): the
   * app renders at once, and the persisted cache (the offline queue, lists kept for later) is restored after it,
   * never in front of it. Otherwise (the service worker's shell: offline, installed, after an update) the router
   * starts once that cache is back.
   */
  serverRendered?: boolean;
}

export function App({ router, queryClient, serverRendered = false }: AppProps) {
  const [localeReady, setLocaleReady] = useState(() => Boolean(i18n.locale));

  useEffect(() => startThemeSync(), []);
  useEffect(() => rememberAnswerForServer(), []);
  // Runs once every component of the first render has mounted (a server-rendered page is hydrated): the page answers to
  // input from here on. The attribute says so to styles and to tests.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);

  // Issue 15: a session that ends takes its notifications and app-icon count off this device. Subscribed before the
  // session starts, so a refused start-up refresh is seen too.
  useEffect(() => stopDeviceNotificationsOnSignOut(), []);

  // §4: refresh a stored session now and every 5 minutes, follow other tabs; rendering does not wait for it.
  useEffect(() => startSession(queryClient), [queryClient]);
  useGuardsFollowSession(router);

  // Issue 7: online state follows real reachability; the queue is saved when the page is hidden or left.
  useEffect(
    () =>
      startConnectivity({
        hasWaitingWork: () => countPendingMutations(queryClient) > 0,
        onReachable: () => void queryClient.resumePausedMutations(),
      }),
    [queryClient],
  );
  useEffect(() => saveOnPageHide(queryClient), [queryClient]);
  useEffect(() => forgetUserOnSignOut(queryClient), [queryClient]);

  // A guest's browser gets its anonymous device id registered (§7 POST /anonymous/), sent along at sign-in.
  useEffect(() => {
    if (!session.isSignedIn) void registerAnonymousDevice();
  }, []);

  // A server-rendered page arrives in the server's choice (the cookie, else Accept-Language), already active here.
  useEffect(() => {
    const rendered = document.documentElement.lang;
    const locale = readStoredLocale(serverRendered && isLocale(rendered) ? rendered : undefined);
    if (locale === i18n.locale) return;
    void activateLocale(locale).then(() => setLocaleReady(true));
  }, [serverRendered]);

  // Rendering before the catalog arrives would flash English source strings at Polish visitors.
  if (!localeReady) return null;

  return (
    <AppFrame
      queries={(app) => (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={afterRestore(queryClient)}>
          {app}
        </PersistQueryClientProvider>
      )}
      router={serverRendered ? <RouterProvider router={router} /> : <RestoredRouter router={router} />}
    />
  );
}
