import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { alertsQueryOptions } from '@/features/inbox/api/get-alerts';
import { notificationSettingsQueryOptions } from '@/features/inbox/api/get-notification-settings';
import { AlertsPage } from '@/features/inbox/components/AlertsPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/account/alerts')({
  beforeLoad: signedInOnly,
  // Both started early; the page shows their own skeletons and error states, so a failure never blocks it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(alertsQueryOptions());
    void context.queryClient.prefetchQuery(notificationSettingsQueryOptions());
  },
  head: privatePageHead('alerts'),
  component: AlertsPage,
});
