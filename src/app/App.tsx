import { QueryClientProvider, useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient, PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { activateLocale, i18n, isLocale, readStoredLocale } from './i18n';
import { AppFrame } from './AppFrame';
import { syncConsentCookie } from './cookie-consent';
import {
  createPersister,
  forgetUserOnSignOut,
  markRestored,
  persistOptionsFor,
  restoringAfter,
  saveOnPageHide,
  saveWhenActionSettles,
} from './persistence';
import { useGuardsFollowSession, type AppRouter } from './router';
import { registerAnonymousDevice } from '@/lib/anonymous-device';
import { startConnectivity } from '@/lib/connectivity';
import { countPendingMutations } from '@/lib/pending-mutations';
import { stopDeviceNotificationsOnSignOut } from '@/lib/push-session';
import { session, startSession } from '@/lib/session';
import { startThemeSync } from './theme';
import './styles/global.css';

/** Every queued action's code, which only the pages that make actions load otherwise: a restore needs it first. */
const registerEveryQueuedAction = (queryClient: QueryClient) =>
  Promise.all([import('@/features/deals/api/register-deal-mutations'), import('@/features/comments/api/register-comment-mutations')]).then(
    ([deals, comments]) => {
      deals.registerDealMutations(queryClient);
      comments.registerCommentMutations(queryClient);
    },
  );

const persistOptionsOf = (queryClient: QueryClient) =>
  persistOptionsFor(restoringAfter(createPersister(), () => registerEveryQueuedAction(queryClient)));

/**
 * Restored actions (the offline queue) are replayed as soon as the cache is back; offline they stay paused. Once they
 * are through, every restored answer older than `freshSince` is marked stale: the copy on screen is kept, but what is
 * shown gets refetched, since the last throttled save may predate the last change (a reload right after a vote or a
 * reply). A server-rendered page passes its render instant: what the server sent is newer than any saved copy
 * (restoring never replaces newer data), and fetching it again right away would only redo the server's work and
 * re-render the page under its own hydration. Not returned: the provider would keep the app blank until a replay that
 * may wait for the network.
 */
const afterRestore =
  (queryClient: QueryClient, freshSince = Infinity) =>
  () => {
    markRestored(queryClient);
    void queryClient
      .resumePausedMutations()
      .then(() => queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < freshSince }));
  };

/** A restore that failed has had the stored copy removed: there is nothing left to keep, so saving may start. */
const afterFailedRestore = (queryClient: QueryClient) => () => markRestored(queryClient);

/** The render instant a server-rendered page carries on #root (src/server/render/page-render.ts). */
function serverRenderInstant(): number {
  const renderedAt = document.getElementById('root')?.dataset.renderedAt;
  const instant = renderedAt ? Date.parse(renderedAt) : NaN;
  return Number.isNaN(instant) ? Infinity : instant;
}

/** Runs `task` at the main thread's first idle moment (at the latest after 2 s); returns the cancellation. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(task, { timeout: 2_000 });
  return () => cancelIdleCallback(idle);
}

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
  const [persistOptions] = useState(() => persistOptionsOf(queryClient));
  const [renderInstant] = useState(() =>
    serverRendered && Number.isFinite(serverRenderInstant()) ? new Date(serverRenderInstant()) : null,
  );

  useEffect(() => startThemeSync(), []);
  useEffect(() => syncConsentCookie(), []);
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
  useEffect(() => saveWhenActionSettles(queryClient), [queryClient]);
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

  // The page answers to input once its first render has mounted and, for a server-rendered page, React has hydrated
  // the route's content too: that sits in Suspense boundaries, which React hydrates piece by piece in tasks of their
  // own after this commit, so this waits for the main thread's first idle moment. Only then does a server-rendered page
  // restore the persisted cache (the offline queue, lists kept for later), outside React: a restore landing while React
  // still hydrates would change data under the page, and React would throw the server's markup away and render it
  // again. The attribute tells styles and tests that the page is ready.
  useEffect(() => {
    const markInteractive = () => {
      document.documentElement.dataset.interactive = '';
    };
    let unsubscribe: (() => void) | undefined;
    const cancel = whenIdle(() => {
      if (!serverRendered) return markInteractive();
      const [stop, restored] = persistQueryClient({ queryClient, ...persistOptions });
      unsubscribe = stop;
      void restored.then(afterRestore(queryClient, serverRenderInstant()), afterFailedRestore(queryClient)).finally(markInteractive);
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [queryClient, serverRendered, persistOptions]);

  // Rendering before the catalog arrives would flash English source strings at Polish visitors.
  if (!localeReady) return null;

  return (
    <AppFrame
      i18n={i18n}
      renderInstant={renderInstant}
      queries={(app) =>
        serverRendered ? (
          <QueryClientProvider client={queryClient}>{app}</QueryClientProvider>
        ) : (
          <PersistQueryClientProvider
            client={queryClient}
            persistOptions={persistOptions}
            onSuccess={afterRestore(queryClient)}
            onError={afterFailedRestore(queryClient)}
          >
            {app}
          </PersistQueryClientProvider>
        )
      }
      router={serverRendered ? <RouterProvider router={router} /> : <RestoredRouter router={router} />}
    />
  );
}
