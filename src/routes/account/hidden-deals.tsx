import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { privatePageHead } from '@/app/pages/private-page-head';
import { hiddenDealsQueryOptions } from '@/features/deals/api/get-hidden-deals';
import { HiddenDealsPage } from '@/features/deals/components/HiddenDealsPage';
import { HiddenDealsSearchSchema } from '@/features/deals/lib/hidden-deals-params';

export const Route = createFileRoute('/account/hidden-deals')({
  validateSearch: HiddenDealsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: signedInOnly,
  loaderDeps: ({ search }) => search,
  // Started early; the page shows its own skeleton and error state, so a failure never blocks it.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(hiddenDealsQueryOptions(deps.page)),
  head: privatePageHead('hiddenDeals'),
  component: HiddenDealsRoute,
});

function HiddenDealsRoute() {
  const { page } = Route.useSearch();
  return <HiddenDealsPage page={page} />;
}
