import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import type { RouterContext } from '@/app/router-context';
import { Layout } from '@/app/layout/Layout';
import { NotFoundPage } from '@/app/pages/NotFoundPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

/**
 * The service worker's registration and update prompt load in their own chunk once the page is up: nothing of them is
 * needed for the first paint, and the server has nothing to render in their place (it renders none, and so does
 * hydration, so both match without a Suspense boundary that a string render could only give up on).
 */
function DeferredUpdatePrompt() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null);
  useEffect(() => {
    void import('@/app/UpdatePrompt').then((module) => setPrompt(() => module.UpdatePrompt));
  }, []);
  return Prompt ? <Prompt /> : null;
}

function RootComponent() {
  return (
    <Layout extras={<DeferredUpdatePrompt />}>
      <Outlet />
    </Layout>
  );
}
