import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { bestCouponsQueryOptions } from '@/features/shops/api/get-best-coupons';
import { couponsQueryOptions } from '@/features/shops/api/get-coupons';
import { CouponsPage } from '@/features/shops/components/CouponsPage';
import { BEST_COUPONS_COUNT, CouponsSearchSchema, couponListParams } from '@/features/shops/lib/params';
import { whileServerRenders } from '@/app/router-context';
import { lazyHead } from '@/lib/page-head';

export const Route = createFileRoute('/coupons')({
  validateSearch: CouponsSearchSchema,
  // Defaults stay out of the address bar, so '/coupons' is the canonical URL of the first page.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page, search: search.search }),
  // prefetch, not ensure: a failed list shows its own error state in place, and the rest of the page stays usable.
  loader: ({ context, deps }) =>
    whileServerRenders(context, [
      context.queryClient.prefetchQuery(couponsQueryOptions(couponListParams(deps.page, deps.search))),
      deps.page === 1 && !deps.search ? context.queryClient.prefetchQuery(bestCouponsQueryOptions(BEST_COUPONS_COUNT)) : null,
    ]),
  head: lazyHead(async () => (await import('@/features/shops/lib/heads')).couponsHead),
  component: Coupons,
});

function Coupons() {
  const { page, search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const applySearch = (value: string) => void navigate({ search: { search: value || undefined, page: 1 } });
  return <CouponsPage page={page} search={search} onSearch={applySearch} />;
}
