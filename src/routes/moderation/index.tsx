import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { reportsQueueQueryOptions } from '@/features/moderation/api/get-reports';
import { ReportsQueuePage, type QueueFilters } from '@/features/moderation/components/ReportsQueuePage';
import { QueueSearchSchema, queueParams } from '@/features/moderation/lib/queue-params';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/')({
  validateSearch: QueueSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (!context.operator) return;
    void context.queryClient.prefetchQuery(reportsQueueQueryOptions(queueParams(deps)));
  },
  head: privatePageHead('reports'),
  component: ReportsQueueRoute,
});

function ReportsQueueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filter = ({ reason, type }: QueueFilters) => void navigate({ search: { reason, type, page: 1 } });
  return <ReportsQueuePage search={search} onFilter={filter} />;
}
