import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { appealsQueryOptions } from '@/features/moderation-people/api/get-appeals';
import { AppealsPage } from '@/features/moderation-people/components/AppealsPage';
import { APPEALS_SEARCH_DEFAULTS, AppealsSearchSchema } from '@/features/moderation-people/lib/search-params';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/appeals')({
  validateSearch: AppealsSearchSchema,
  // /moderation/appeals is the first page of the open ones.
  search: { middlewares: [stripSearchParams(APPEALS_SEARCH_DEFAULTS)] },
  // The server answers members 403 and the page says so; the role itself is checked by the page and the API.
  beforeLoad: signedInOnly,
  loaderDeps: ({ search }) => search,
  // Started early; the page shows its own skeleton and error state, so a failure never blocks it.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(appealsQueryOptions(deps)),
  head: privatePageHead('appeals'),
  component: AppealsRoute,
});

function AppealsRoute() {
  const { status, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Another status starts on its first page.
  return (
    <AppealsPage status={status} page={page} onStatusChange={(next) => void navigate({ search: { status: next }, resetScroll: false })} />
  );
}
