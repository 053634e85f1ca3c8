import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { inboxQueryOptions } from '@/features/inbox/api/get-inbox';
import { InboxPage } from '@/features/inbox/components/InboxPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/account/inbox')({
  beforeLoad: signedInOnly,
  // Started early; the page shows its own skeleton and error state, so a failure never blocks it.
  loader: ({ context }) => void context.queryClient.prefetchQuery(inboxQueryOptions()),
  head: privatePageHead('inbox'),
  component: InboxPage,
});
