import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { prizeRequestsQueryOptions } from '@/features/moderation-editorial/api/get-prize-requests';
import { PrizeRequestsPage } from '@/features/moderation-editorial/components/PrizeRequestsPage';
import { PrizeRequestsSearchSchema } from '@/features/moderation-editorial/lib/params';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/prizes')({
  beforeLoad: signedInOnly,
  validateSearch: PrizeRequestsSearchSchema,
  // Defaults stay out of the address bar: '/moderation/prizes' is the pending queue's first page.
  search: { middlewares: [stripSearchParams({ status: 'pending', page: 1 })] },
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page }),
  // prefetch, not ensure: a failed list shows its own error state in place.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(prizeRequestsQueryOptions(deps));
  },
  head: privatePageHead('prizeRequests'),
  component: Prizes,
});

function Prizes() {
  const { status, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PrizeRequestsPage status={status} page={page} onStatusChange={(next) => void navigate({ search: { status: next, page: 1 } })} />;
}
