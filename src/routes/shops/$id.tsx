import { Trans } from '@lingui/react/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { dealsQueryOptions, useDeals, type DealListParams } from '@/features/deals/api/get-deals';
import { DealList } from '@/features/deals/components/DealList';
import { listQueryState } from '@/components/ui/PagedList';
import { couponsQueryOptions } from '@/features/shops/api/get-coupons';
import { shopQueryOptions, useSuspenseShop } from '@/features/shops/api/get-shop';
import { ShopCoupons } from '@/features/shops/components/ShopCoupons';
import { ShopHeader } from '@/features/shops/components/ShopHeader';
import { ShopPageSkeleton } from '@/features/shops/components/ShopPageSkeleton';
import { ShopPageLayout } from '@/features/shops/components/ShopPageLayout';
import { ShopNotFound } from '@/features/shops/components/ShopNotFound';
import { ShopSection } from '@/features/shops/components/ShopSection';
import { ShopSearchSchema, shopCouponsParams } from '@/features/shops/lib/params';
import { orNotFound, routeIdOrNotFound } from '@/lib/route-params';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import { whileServerRenders } from '@/app/router-context';
import { lazyHead } from '@/lib/page-head';

function shopDealsParams(shopId: number, page: number): DealListParams {
  return { shop_id: shopId, page, per_page: DEAL_PAGE_SIZE };
}

export const Route = createFileRoute('/shops/$id')({
  validateSearch: ShopSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    const id = routeIdOrNotFound(params.id);
    // Coupons and deals load beside the shop; only the shop decides between the page and not-found.
    const lists = [
      context.queryClient.prefetchQuery(couponsQueryOptions(shopCouponsParams(id))),
      context.queryClient.prefetchQuery(dealsQueryOptions(shopDealsParams(id, deps.page))),
    ];
    await orNotFound(context.queryClient.ensureQueryData(shopQueryOptions(id)));
    await whileServerRenders(context, lists);
  },
  head: lazyHead(async () => (await import('@/features/shops/lib/heads')).shopHead),
  pendingComponent: ShopPageSkeleton,
  notFoundComponent: ShopNotFound,
  component: ShopRoute,
});

function ShopRoute() {
  const id = Number(Route.useParams().id);
  const { page } = Route.useSearch();
  const { data: shop } = useSuspenseShop(id);
  const deals = useDeals(shopDealsParams(id, page));
  return (
    <ShopPageLayout>
      <ShopHeader shop={shop} />
      <ShopCoupons shopId={id} />
      <ShopSection id="shop-deals-title" title={<Trans>Deals</Trans>}>
        <DealList {...listQueryState(deals)} page={page} headingLevel={3} listOf={{ shopId: id }} />
      </ShopSection>
    </ShopPageLayout>
  );
}
