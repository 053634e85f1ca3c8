import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { moderationLogQueryOptions } from '@/features/moderation-log/api/get-moderation-log';
import { ModerationLogPage } from '@/features/moderation-log/components/ModerationLogPage';
import { ModerationLogSearchSchema } from '@/features/moderation-log/lib/log-params';
import { whileServerRenders } from '@/app/router-context';
import { lazyHead } from '@/lib/page-head';

export const Route = createFileRoute('/moderation-log')({
  validateSearch: ModerationLogSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => whileServerRenders(context, [context.queryClient.prefetchQuery(moderationLogQueryOptions(deps.page))]),
  head: lazyHead(async () => (await import('@/features/moderation-log/lib/log-head')).moderationLogHead),
  component: ModerationLogRoute,
});

function ModerationLogRoute() {
  return <ModerationLogPage page={Route.useSearch().page} />;
}
