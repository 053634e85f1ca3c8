import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { availablePrizesQueryOptions } from '@/features/points/api/get-available-prizes';
import { pointsHistoryQueryOptions } from '@/features/points/api/get-points-history';
import { userPrizesQueryOptions } from '@/features/points/api/get-user-prizes';
import { DailyBonusButton } from '@/features/points/components/DailyBonusButton';
import { RedeemPointsPage } from '@/features/points/components/RedeemPointsPage';
import { REDEEM_TABS, RedeemSearchSchema, type RedeemTab } from '@/features/points/lib/redeem-params';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/account/redeem-points')({
  validateSearch: RedeemSearchSchema,
  // The first tab and page 1 stay out of the address bar, so the plain path is the canonical URL.
  search: { middlewares: [stripSearchParams({ tab: REDEEM_TABS[0], page: 1 })] },
  beforeLoad: signedInOnly,
  loaderDeps: ({ search }) => search,
  // Start the tab's data early; the page renders its own skeleton and error states, so a failure never blocks it.
  loader: ({ context, deps }) => {
    const { queryClient } = context;
    void queryClient.prefetchQuery(pointsHistoryQueryOptions(1));
    if (deps.tab === 'available-prizes') void queryClient.prefetchQuery(availablePrizesQueryOptions());
    if (deps.tab === 'my-prizes') void queryClient.prefetchQuery(userPrizesQueryOptions(deps.page));
    if (deps.tab === 'points-history') void queryClient.prefetchQuery(pointsHistoryQueryOptions(deps.page));
  },
  head: privatePageHead('redeemPoints'),
  component: RedeemPointsRoute,
});

function RedeemPointsRoute() {
  const { tab, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Another tab is another list: its page starts again at 1.
  const onTabChange = (next: RedeemTab) => void navigate({ search: { tab: next, page: 1 }, replace: true });
  return <RedeemPointsPage tab={tab} page={page} onTabChange={onTabChange} actions={<DailyBonusButton />} />;
}
