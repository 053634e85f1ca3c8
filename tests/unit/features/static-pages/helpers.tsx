import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, type ReactElement } from 'react';
import { renderWithProviders } from '../../render';

/** Static texts hold router links: this mounts `ui` as the root of a memory router. */
export async function renderInRouter(ui: ReactElement, url = '/') {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) });
  await act(() => router.load());
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
}
