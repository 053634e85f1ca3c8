import { lazyRouteComponent } from '@tanstack/react-router';
import { loadBeforeServerRender } from '@/performance/server-render-code';

/**
 * The router's not-found and error screens. Most visits show neither, so their code comes when one is shown; a page
 * the server rendered with one hydrates it once that code is there (it sits in the content's Suspense boundary).
 */
export const NotFoundPage = lazyRouteComponent(() => import('./NotFoundPage'), 'NotFoundPage');
export const RouteErrorScreen = lazyRouteComponent(() => import('./ErrorScreen'), 'RouteErrorScreen');

loadBeforeServerRender(() => Promise.all([NotFoundPage.preload?.(), RouteErrorScreen.preload?.()]));
