import { createFileRoute, redirect, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteErrorScreen } from '@/app/pages/ErrorScreen';
import { DealComments } from '@/features/comments/components/DealComments';
import { dealQueryOptions, useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealNotFound } from '@/features/deals/components/DealNotFound';
import { DealOffline, isOfflineFailure } from '@/features/deals/components/DealOffline';
import { DealPage } from '@/features/deals/components/DealPage';
import { DealPageSkeleton } from '@/features/deals/components/DealPageSkeleton';
import { orNotFound, routeIdOrNotFound } from '@/lib/route-params';
import { dealRouteParams, slugify } from '@/shared/slug';

export const Route = createFileRoute('/deals/$id/{-$slug}')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.id);
    const deal = await orNotFound(context.queryClient.ensureQueryData(dealQueryOptions(id)));
    const canonical = dealRouteParams(id, slugify(deal.title));
    // §2: a missing or outdated slug is corrected in place, so Back does not return to the wrong URL. A title with no
    // slug has none in its address: `/deals/{id}/` and `/deals/{id}` are both it, not a reason to redirect.
    if ((params.slug || undefined) !== canonical.slug || params.id !== canonical.id) {
      throw redirect({ to: '/deals/$id/{-$slug}', params: canonical, replace: true });
    }
    return { id };
  },
  pendingComponent: DealPageSkeleton,
  notFoundComponent: DealNotFound,
  errorComponent: DealError,
  component: DealRoute,
});

/** Offline, a deal that was never opened is an in-app message, not the generic error screen (issue 7). */
function DealError(props: ErrorComponentProps) {
  return isOfflineFailure(props.error) ? <DealOffline /> : <RouteErrorScreen {...props} />;
}

/** The deal and its comments are two features: the page leaves a place for the comments, composed here. */
function DealRoute() {
  const { id } = Route.useLoaderData();
  const { data: deal } = useSuspenseDeal(id);
  return <DealPage deal={deal} comments={<DealComments dealId={deal.id} comments={deal.deal_comments} />} />;
}
