import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import type { RouterContext } from '@/app/router-context';
import { Layout } from '@/app/layout/Layout';
import { NotFoundPage } from '@/app/pages/status-screens';
import { startServiceWorker } from '@/app/service-worker';
import { OnDemand } from '@/lib/OnDemand';
import { answeredNotFound, lazyHead } from '@/lib/page-head';
import { RouteHead } from '@/app/RouteHead';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every route writes its own head; the root only speaks for a path no route knows.
  head: (context) => (answeredNotFound(context.match) ? notFoundPageHead(context) : {}),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

const notFoundPageHead = lazyHead(async () => (await import('@/app/pages/not-found-head')).notFoundPageHead);

const loadUpdatePrompt = () => import('@/app/UpdatePrompt').then((module) => module.UpdatePrompt);

/**
 * Registers the service worker once the page is up, and offers a new version when one waits. The prompt's code comes
 * only then. The server renders nothing here, and neither does hydration.
 */
function UpdateOffer() {
  const [waiting, setWaiting] = useState<ServiceWorkerRegistration | null>(null);
  useEffect(() => startServiceWorker(setWaiting), []);
  return waiting ? <OnDemand load={loadUpdatePrompt} props={{ registration: waiting }} /> : null;
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

const updateOffer = <UpdateOffer />;

const head = <RouteHead />;

function RootComponent() {
  return (
    <>
      {head}
      <Layout extras={updateOffer}>{content}</Layout>
    </>
  );
}
