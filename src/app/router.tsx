import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { subscribeSignedInChange } from '@/domain/session';
import { routeTree } from '@/routeTree.gen';
import { PendingPage } from './pages/PendingPage';
import { NotFoundPage, RouteErrorScreen } from './pages/status-screens';
import type { SessionSnapshot } from './router-context';

export interface CreateAppRouterOptions {
  queryClient: QueryClient;
  session: SessionSnapshot;
  /** The language routes translate their heads with: the browser's app-wide instance, or a server render's own. */
  i18n: I18n;
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
  /**
   * A server render: the nonce its inline hydration scripts carry (the page's CSP names it) and TanStack's `Scripts`,
   * which writes them after the page. The browser renders nothing in their place (they removed themselves before
   * hydration) and never downloads that code.
   */
  server?: { nonce: string; Scripts: ComponentType };
  /** The origin the page's absolute links (canonical, Open Graph) are written with: the server's public one, or the page's. */
  origin?: string;
}

const NoScripts = () => null;

/** The page, then the hydration scripts in the same place on both sides, so both render the same tree. */
function withScriptsAfter(Scripts: ComponentType) {
  return function WithScriptsAfter({ children }: { children: ReactNode }) {
    return (
      <>
        {children}
        <Scripts />
      </>
    );
  };
}

export function createAppRouter({ queryClient, session, i18n, history, server, origin = window.location.origin }: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, session, i18n, origin, serverRender: server !== undefined },
    defaultPreload: 'intent',
    // TanStack Query owns freshness: the router always runs loaders, which return cached data when fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    // A route whose data takes longer than a moment shows skeletons in its place (and stays at least long enough not
    // to flash); the top bar and footer paint at once either way.
    defaultPendingComponent: PendingPage,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    ssr: { nonce: server?.nonce },
    InnerWrap: withScriptsAfter(server?.Scripts ?? NoScripts),
  });
  // Every query a server render's loaders filled travels with the page and fills the browser's cache before it
  // hydrates. The app provides the QueryClient itself (with persistence), hence no wrapper here.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Guards run in `beforeLoad`, i.e. on navigation. Signing in or out (here or in another tab, or a refused refresh)
 * re-runs them for the current page, so /account sends a visitor who just lost the session to /sign-in and
 * /sign-in sends a user who just signed in to /.
 */
export function useGuardsFollowSession(router: AppRouter): void {
  useEffect(() => subscribeSignedInChange(() => void router.invalidate()), [router]);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
