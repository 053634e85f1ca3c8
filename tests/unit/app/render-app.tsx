import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter, type AppRouter } from '@/app/router';
import { session } from '@/app/session';
import { createTestQueryClient, renderWithProviders } from '../render';

/** Renders the real route tree (layout, guards, pages) at `path` in memory, as the browser would. */
export async function renderApp(path: string): Promise<AppRouter> {
  const queryClient = createTestQueryClient();
  const router = createAppRouter({ queryClient, session, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}
