import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { reportsQueueQueryOptions } from '@/features/moderation/api/get-reports';
import { ReportsQueuePage, type QueueFilters } from '@/features/moderation/components/ReportsQueuePage';
import { QueueSearchSchema, queueParams } from '@/features/moderation/lib/queue-params';
import { currentUserKey } from '@/lib/current-user';
import type { CurrentUser } from '@/shared/schemas/user';

export const Route = createFileRoute('/moderation/')({
  validateSearch: QueueSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  // Started early only for a known operator: a member's request would be a 403 for a page that refuses them anyway.
  loader: ({ context, deps }) => {
    if (context.queryClient.getQueryData<CurrentUser>(currentUserKey)?.role === 'member') return;
    void context.queryClient.prefetchQuery(reportsQueueQueryOptions(queueParams(deps)));
  },
  component: ReportsQueueRoute,
});

function ReportsQueueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filter = ({ reason, type }: QueueFilters) => void navigate({ search: { reason, type, page: 1 } });
  return <ReportsQueuePage search={search} onFilter={filter} />;
}
