import { createFileRoute, isNotFound, stripSearchParams } from '@tanstack/react-router';
import { publicProfileQueryOptions } from '@/features/account/api/get-public-profile';
import { useUserDeals, userDealsQueryOptions } from '@/features/account/api/get-user-deals';
import { ProfileNotFound } from '@/features/account/components/ProfileNotFound';
import { PublicProfile } from '@/features/account/components/PublicProfile';
import { PROFILE_TABS, ProfileSearchSchema } from '@/features/account/lib/profile-params';
import { DealList } from '@/features/deals/components/DealList';
import { listQueryState } from '@/components/ui/PagedList';
import { orNotFound, routeIdOrNotFound } from '@/lib/route-params';
import { whileServerRenders } from '@/app/router-context';
import { lazyHead } from '@/lib/page-head';

export const Route = createFileRoute('/profile/$id')({
  validateSearch: ProfileSearchSchema,
  // Defaults stay out of the address bar: /profile/7 is the first page of the added deals.
  search: { middlewares: [stripSearchParams({ tab: PROFILE_TABS[0], page: 1 })] },
  loaderDeps: ({ search }) => ({ tab: search.tab, page: search.page }),
  loader: async ({ context, params, deps }) => {
    const id = routeIdOrNotFound(params.id);
    const deals = context.queryClient.prefetchQuery(userDealsQueryOptions(id, deps.tab, deps.page));
    await orNotFound(context.queryClient.ensureQueryData(publicProfileQueryOptions(id))).catch((error: unknown) => {
      // Any other failure is shown by the page itself, with a retry, instead of failing the whole route.
      if (isNotFound(error)) throw error;
    });
    await whileServerRenders(context, [deals]);
  },
  head: lazyHead(async () => (await import('@/features/account/lib/profile-head')).profileHead),
  notFoundComponent: ProfileNotFound,
  component: ProfileRoute,
});

function ProfileRoute() {
  // The loader has let only a valid id through.
  return <ProfileWithDeals id={Number(Route.useParams().id)} />;
}

function ProfileWithDeals({ id }: { id: number }) {
  const { tab, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const deals = useUserDeals(id, tab, page);
  return (
    // A new tab starts on its first page, so `page` is dropped with the switch.
    <PublicProfile id={id} tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, resetScroll: false })}>
      <DealList {...listQueryState(deals)} page={page} headingLevel={3} listOf={{ userId: id }} />
    </PublicProfile>
  );
}
