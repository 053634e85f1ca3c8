import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter, useGuardsFollowSession, type AppRouter } from '@/app/router';
import { session } from '@/domain/session';
import { createTestQueryClient, i18n, renderWithProviders } from '../render';

/** The app's router wiring: guards re-run when the visitor signs in or out, as in App.tsx. */
function AppRouterProvider({ router }: { router: AppRouter }) {
  useGuardsFollowSession(router);
  return <RouterProvider router={router} />;
}

/** Renders the real route tree (layout, guards, pages) at `path` in memory, as the browser would. */
export async function renderApp(path: string): Promise<AppRouter> {
  const queryClient = createTestQueryClient();
  const router = createAppRouter({ queryClient, session, i18n, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  renderWithProviders(<AppRouterProvider router={router} />, queryClient);
  return router;
}
