import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/shared/locales';
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
import { registerAnonymousDevice } from '@/domain/anonymous-device';
import { startConnectivity } from '@/lib/connectivity';
import { countPendingMutations } from '@/domain/pending-mutations';
import { stopDeviceNotificationsOnSignOut } from '@/domain/push-session';
import { dealKeys } from '@/domain/query-keys';
import { session, startSession, subscribeSignedInChange } from '@/domain/session';
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
 * How the app starts: the one thing in which a page the server rendered and the service worker's shell (offline,
 * installed, after an update) differ, as data. Both render the same providers and restore the same persisted cache
 * (the offline queue, lists kept for later) the same way; only when, and what counts as fresh, differ.
 */
export interface Boot {
  /**
   * When the persisted cache is restored. The shell has nothing else to show, so the router starts once the cache is
   * back (`before-router`; the page answers at the first idle moment). A server-rendered page renders at once from
   * the data it carries, and restores only at the main thread's first idle moment after hydration
   * (`after-hydration`; the page answers once that is done): a restore landing while React still hydrates would change
   * data under the page, and React would throw the server's markup away and render it again.
   */
  restore: 'before-router' | 'after-hydration';
  /**
   * Restored answers older than this are refetched once the queue is through, since the last throttled save may predate
   * the last change (a reload right after a vote or a reply). A server-rendered page gives its render instant: what the
   * server sent is newer than any saved copy (restoring never replaces newer data), and fetching it again would only
   * redo the server's work and re-render the page under its own hydration.
   */
  freshSince: number;
  /** The instant the server rendered the page at: hydration reads the clock the server read (src/lib/use-now.ts). */
  renderedAt?: Date;
  /** The language the server rendered the page in: hydration keeps it, then a choice stored before cookies wins. */
  renderedLocale?: Locale;
}

export const SHELL_BOOT: Boot = { restore: 'before-router', freshSince: Infinity };

/** A server-rendered page's boot, read from what the server wrote (src/server/render/page-render.ts). */
export function serverRenderedBoot(): Boot {
  const rendered = document.documentElement.lang;
  const renderedAt = document.getElementById('root')?.dataset.renderedAt;
  const instant = renderedAt ? Date.parse(renderedAt) : NaN;
  return {
    restore: 'after-hydration',
    freshSince: Number.isNaN(instant) ? Infinity : instant,
    renderedAt: Number.isNaN(instant) ? undefined : new Date(instant),
    renderedLocale: isLocale(rendered) ? rendered : undefined,
  };
}

/**
 * Restored actions (the offline queue) are replayed as soon as the cache is back; offline they stay paused. Once they
 * are through, every restored answer older than `freshSince` is marked stale: the copy on screen is kept, but what is
 * shown gets refetched. Not waited for: the app would stay blank until a replay that may wait for the network.
 * `listsWereAGuests`: the page's lists came from a server render, which is always a guest's (the session lives in the
 * browser), while a signed-in member's lists leave out what they hid or muted: theirs are fetched again too.
 */
const afterRestore = (queryClient: QueryClient, freshSince: number, listsWereAGuests: boolean) => () => {
  markRestored(queryClient);
  void queryClient
    .resumePausedMutations()
    .then(() =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < freshSince }),
        listsWereAGuests ? queryClient.invalidateQueries({ queryKey: dealKeys.lists() }) : undefined,
      ]),
    );
};

/** A restore that failed has had the stored copy removed: there is nothing left to keep, so saving may start. */
const afterFailedRestore = (queryClient: QueryClient) => () => markRestored(queryClient);

/** Runs `task` at the main thread's first idle moment (at the latest after 2 s); returns the cancellation. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(task, { timeout: 2_000 });
  return () => cancelIdleCallback(idle);
}

const markInteractive = () => {
  document.documentElement.dataset.interactive = '';
};

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** How the app starts (src/main.tsx): the shell's way unless the page came rendered from the server. */
  boot?: Boot;
}

export function App({ router, queryClient, boot = SHELL_BOOT }: AppProps) {
  const [localeReady, setLocaleReady] = useState(() => Boolean(i18n.locale));
  const [persistOptions] = useState(() => persistOptionsOf(queryClient));
  const [restored, setRestored] = useState(false);
  const restoreStarted = useRef(false);
  const stopSaving = useRef<() => void>(undefined);
  const routerWaits = boot.restore === 'before-router';

  useEffect(() => startThemeSync(), []);
  useEffect(() => syncConsentCookie(), []);
  // A session that ends takes its notifications and app-icon count off this device. Subscribed before the
  // session starts, so a refused start-up refresh is seen too.
  useEffect(() => stopDeviceNotificationsOnSignOut(), []);

  // Refresh a stored session now and every 5 minutes, follow other tabs; rendering does not wait for it.
  useEffect(() => startSession(queryClient), [queryClient]);
  useGuardsFollowSession(router);

  // Online state follows real reachability; the queue is saved when the page is hidden or left.
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
  // Lists depend on who looks (a member's leave out what they hid or muted): signing in or out fetches them again.
  useEffect(() => subscribeSignedInChange(() => void queryClient.invalidateQueries({ queryKey: dealKeys.lists() })), [queryClient]);

  // A guest's browser gets its anonymous device id registered (POST /anonymous/), sent along at sign-in.
  useEffect(() => {
    if (!session.isSignedIn) void registerAnonymousDevice();
  }, []);

  // A server-rendered page arrives in the server's choice (the cookie, else Accept-Language), already active here.
  useEffect(() => {
    const locale = readStoredLocale(boot.renderedLocale);
    if (locale === i18n.locale) return;
    void activateLocale(locale).then(() => setLocaleReady(true));
  }, [boot.renderedLocale]);

  // The persisted cache is read into this client once (React may run an effect twice), at the moment `boot` says.
  // Saving starts as soon as it is back, before anything changes the cache (also after a failed restore: the stored
  // copy is gone then); then its queued actions are replayed and what is older than `boot.freshSince` is refetched.
  useEffect(() => {
    if (restoreStarted.current) return;
    const options = { queryClient, ...persistOptions };
    const restore = () => {
      restoreStarted.current = true;
      const startSaving = () => {
        stopSaving.current = persistQueryClientSubscribe(options);
      };
      void persistQueryClientRestore(options)
        .then(
          () => {
            startSaving();
            afterRestore(queryClient, boot.freshSince, !routerWaits && session.isSignedIn)();
          },
          () => {
            startSaving();
            afterFailedRestore(queryClient)();
          },
        )
        .finally(() => setRestored(true));
    };
    if (!routerWaits) return whenIdle(restore);
    restore();
  }, [queryClient, persistOptions, boot.freshSince, routerWaits]);
  useEffect(() => () => stopSaving.current?.(), []);

  // The page answers to input once its first render has mounted and, for a server-rendered page, React has hydrated
  // the route's content too (it sits in Suspense boundaries, which React hydrates piece by piece in tasks of their own
  // after this commit) and the persisted cache is back. The attribute tells styles and tests that the page is ready.
  useEffect(() => (routerWaits ? whenIdle(markInteractive) : undefined), [routerWaits]);
  useEffect(() => {
    if (!routerWaits && restored) markInteractive();
  }, [routerWaits, restored]);

  // Rendering before the catalog arrives would flash English source strings at Polish visitors.
  if (!localeReady) return null;

  // Queries wait while the cache is being restored in front of the router; a server-rendered page's never do.
  const restoring = routerWaits && !restored;
  return (
    <AppFrame
      i18n={i18n}
      renderInstant={boot.renderedAt ?? null}
      queries={(app) => (
        <QueryClientProvider client={queryClient}>
          <IsRestoringProvider value={restoring}>{app}</IsRestoringProvider>
        </QueryClientProvider>
      )}
      // Loaders read the query cache directly: where the router waits, it starts once the persisted cache is restored.
      router={restoring ? null : <RouterProvider router={router} />}
    />
  );
}
