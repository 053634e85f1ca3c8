import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { publicProfileQueryOptions } from '@/features/account/api/get-public-profile';
import { useUserDeals, userDealsQueryOptions } from '@/features/account/api/get-user-deals';
import { ProfileNotFound } from '@/features/account/components/ProfileNotFound';
import { PublicProfile } from '@/features/account/components/PublicProfile';
import { PROFILE_TABS, ProfileSearchSchema, parseProfileId } from '@/features/account/lib/profile-params';
import { DealList } from '@/features/deals/components/DealList';
import { ApiError } from '@/lib/http';

export const Route = createFileRoute('/profile/$id')({
  validateSearch: ProfileSearchSchema,
  // Defaults stay out of the address bar: /profile/7 is the first page of the added deals.
  search: { middlewares: [stripSearchParams({ tab: PROFILE_TABS[0], page: 1 })] },
  loaderDeps: ({ search }) => ({ tab: search.tab, page: search.page }),
  loader: async ({ context, params, deps }) => {
    const id = parseProfileId(params.id);
    if (id === null) throw notFound();
    void context.queryClient.prefetchQuery(userDealsQueryOptions(id, deps.tab, deps.page));
    try {
      await context.queryClient.ensureQueryData(publicProfileQueryOptions(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      // Any other failure is shown by the page itself, with a retry, instead of failing the whole route.
    }
  },
  notFoundComponent: ProfileNotFound,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  const userId = parseProfileId(id);
  return userId === null ? <ProfileNotFound /> : <ProfileWithDeals id={userId} />;
}

function ProfileWithDeals({ id }: { id: number }) {
  const { tab, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const deals = useUserDeals(id, tab, page);
  return (
    // A new tab starts on its first page, so `page` is dropped with the switch.
    <PublicProfile id={id} tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, resetScroll: false })}>
      <DealList data={deals.data} isPending={deals.isPending} isError={deals.isError} isFetching={deals.isPlaceholderData} page={page} />
    </PublicProfile>
  );
}
