import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { dealsQueryOptions } from '@/features/deals/api/get-deals';
import { CategoryDeals } from '@/features/deals/components/CategoryDeals';
import { CategoryNotFound } from '@/features/deals/components/CategoryNotFound';
import { CategorySearchSchema, categoryListParams } from '@/features/deals/lib/category-params';
import { isKnownCategory } from '@/shared/categories';
import { whileServerRenders } from '@/app/router-context';
import { lazyHead } from '@/lib/page-head';

export const Route = createFileRoute('/categories/$slug')({
  validateSearch: CategorySearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, deps }) => {
    // Only known categories (aliases such as `iphone` included) have a page; anything else is the not-found page.
    if (!isKnownCategory(params.slug)) throw notFound();
    // In the browser the list is not waited for: the page shows at once and the list its own loading, error or dimmed
    // previous page; a held copy (offline) is there immediately.
    return whileServerRenders(context, [context.queryClient.prefetchQuery(dealsQueryOptions(categoryListParams(params.slug, deps.page)))]);
  },
  head: lazyHead(async () => (await import('@/features/deals/lib/category-head')).categoryHead),
  notFoundComponent: CategoryNotFound,
  component: CategoryRoute,
});

function CategoryRoute() {
  const { slug } = Route.useParams();
  const { page } = Route.useSearch();
  return <CategoryDeals slug={slug} page={page} />;
}
