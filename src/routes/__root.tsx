import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { RouterContext } from '@/app/router-context';
import { Layout } from '@/app/layout/Layout';
import { NotFoundPage } from '@/app/pages/NotFoundPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

/**
 * The service worker's registration and update prompt wait for their own chunk: nothing of them is needed for the
 * first paint, and on a server-rendered page the server has nothing to render in their place.
 */
const UpdatePrompt = lazy(() => import('@/app/UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })));

function RootComponent() {
  return (
    <Layout
      extras={
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      }
    >
      <Outlet />
    </Layout>
  );
}
