import { createFileRoute, redirect, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { session, subscribeSession, useIsSignedIn } from '@/domain/session';
import { RouteErrorScreen } from '@/app/pages/ErrorScreen';
import { DealComments } from '@/features/comments/components/DealComments';
import { dealQueryOptions, useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealNotFound } from '@/features/deals/components/DealNotFound';
import { DealOffline } from '@/features/deals/components/DealOffline';
import { isOfflineFailure } from '@/features/deals/lib/offline-failure';
import { DealPage } from '@/features/deals/components/DealPage';
import { DealPageSkeleton } from '@/features/deals/components/DealPageSkeleton';
import { orNotFound, routeIdOrNotFound } from '@/lib/route-params';
import { dealRouteParams, slugify } from '@/shared/slug';
import { lazyHead } from '@/lib/page-head';

export const Route = createFileRoute('/deals/$id/{-$slug}')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.id);
    const deal = await orNotFound(context.queryClient.ensureQueryData(dealQueryOptions(id)));
    const canonical = dealRouteParams(id, slugify(deal.title));
    // A missing or outdated slug is corrected in place, so Back does not return to the wrong URL. A title with no
    // slug has none in its address: `/deals/{id}/` and `/deals/{id}` are both it, not a reason to redirect.
    if ((params.slug || undefined) !== canonical.slug || params.id !== canonical.id) {
      // Permanent: the server answers the old address with a 301 to this one, keeping its query.
      throw redirect({ to: '/deals/$id/{-$slug}', params: canonical, search: true, replace: true, statusCode: 301 });
    }
    return { id };
  },
  head: lazyHead(async () => (await import('@/features/deals/lib/deal-head')).dealRouteHead),
  pendingComponent: DealPageSkeleton,
  notFoundComponent: DealNotFoundForViewer,
  errorComponent: DealError,
  component: DealRoute,
});

/** Deals looked up again for a signed-in viewer after a 404, once each (see DealNotFoundForViewer). */
const askedAgain = new Set<string>();

/**
 * The server renders every page as a guest, and a deal a moderator hid or holds is a 404 to guests. Its author and the
 * operators may open it (the author reads why, and appeals), so once the session is known the browser asks
 * once more with it; a deal that is really gone stays not found.
 */
function DealNotFoundForViewer() {
  const signedIn = useIsSignedIn();
  // A stored session is refreshed at start-up: asked before that, the deal would go without the access token.
  const ready = useSyncExternalStore(
    subscribeSession,
    () => session.isInitialized,
    () => false,
  );
  const router = useRouter();
  const { id } = Route.useParams();
  useEffect(() => {
    if (!signedIn || !ready || askedAgain.has(id)) return;
    askedAgain.add(id);
    void router.invalidate();
  }, [signedIn, ready, id, router]);
  return <DealNotFound />;
}

/** Offline, a deal that was never opened is an in-app message, not the generic error screen. */
function DealError(props: ErrorComponentProps) {
  return isOfflineFailure(props.error) ? <DealOffline /> : <RouteErrorScreen {...props} />;
}

/** The deal and its comments are two features: the page leaves a place for the comments, composed here. */
function DealRoute() {
  const { id } = Route.useLoaderData();
  const { data: deal } = useSuspenseDeal(id);
  return <DealPage deal={deal} comments={<DealComments dealId={deal.id} comments={deal.deal_comments} />} />;
}
