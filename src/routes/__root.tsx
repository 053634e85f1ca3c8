import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { Layout } from '@/app/layout/Layout';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import { UpdatePrompt } from '@/app/UpdatePrompt';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <Layout extras={<UpdatePrompt />}>
      <Outlet />
    </Layout>
  );
}
