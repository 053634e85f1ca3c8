import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, type ReactElement } from 'react';
import { renderWithProviders } from '../../render';

export { errorResponse, mockApi, signIn } from '../../api-stub';

/** Links and pagination need a router: this mounts `ui` as the root of a memory router at `url`. */
export async function renderInRouter(ui: ReactElement, url = '/') {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) });
  await act(() => router.load());
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
}

export const list = <T,>(data: T[], extra: Record<string, unknown> = {}) =>
  Response.json({ data, metadata: { pages_count: data.length > 0 ? 1 : 0, count: data.length, ...extra } });
