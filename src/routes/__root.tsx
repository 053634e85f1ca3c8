import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
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

/**
 * The page's content in a Suspense boundary of its own, one element made once: React hydrates a server-rendered page's
 * content after the frame around it, in short slices that leave the main thread free for input, instead of in one long
 * task. The element must stay the same object: a boundary whose props change before it is hydrated (the router
 * settling re-renders this component) makes React hydrate all of it at once, at that update's urgency.
 */
const content = (
  <Suspense fallback={null}>
    <Outlet />
  </Suspense>
);

const updatePrompt = <DeferredUpdatePrompt />;

function RootComponent() {
  return <Layout extras={updatePrompt}>{content}</Layout>;
}
