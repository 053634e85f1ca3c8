import { waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { afterEach } from 'vitest';
import { createAppRouter, useGuardsFollowSession, type AppRouter } from '@/app/router';
import { session } from '@/domain/session';
import { createTestQueryClient, i18n, renderWithProviders } from '../render';

/** The app's router wiring: guards re-run when the visitor signs in or out, as in App.tsx. */
function AppRouterProvider({ router }: { router: AppRouter }) {
  useGuardsFollowSession(router);
  return <RouterProvider router={router} />;
}

/**
 * The routers this file's current test rendered. Each is let finish its load before the next test: a load still running
 * when a test ends (its address already changed, its page's code still coming) fires the router's pending timer
 * (`defaultPendingMs`) later, into the next test or after the file's window is gone. A loaded CI machine showed it as
 * "window is not defined" after every test had passed. A load that never ends is left as it is after the usual wait.
 */
const rendered = new Set<AppRouter>();

afterEach(async () => {
  const routers = [...rendered];
  rendered.clear();
  await Promise.all(
    routers.map((router) =>
      waitFor(() => {
        if (router.state.status !== 'idle') throw new Error(`the router is still loading ${router.state.location.href}`);
      }).catch(() => undefined),
    ),
  );
});

/** Renders the real route tree (layout, guards, pages) at `path` in memory, as the browser would. */
export async function renderApp(path: string): Promise<AppRouter> {
  const queryClient = createTestQueryClient();
  const router = createAppRouter({ queryClient, session, i18n, history: createMemoryHistory({ initialEntries: [path] }) });
  rendered.add(router);
  await router.load();
  renderWithProviders(<AppRouterProvider router={router} />, queryClient);
  return router;
}
