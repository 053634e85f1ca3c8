import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { alertsQueryOptions } from '@/features/inbox/api/alerts';
import { AlertsPage } from '@/features/inbox/components/AlertsPage';

export const Route = createFileRoute('/account/alerts')({
  beforeLoad: signedInOnly,
  // Started early; the page shows its own skeleton and error state, so a failure never blocks it.
  loader: ({ context }) => void context.queryClient.prefetchQuery(alertsQueryOptions()),
  component: AlertsPage,
});
