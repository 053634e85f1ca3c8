import { createFileRoute } from '@tanstack/react-router';
import { prizeQueryOptions, useSuspensePrize } from '@/features/points/api/get-prize';
import { PrizeNotFound } from '@/features/points/components/PrizeNotFound';
import { PrizePage } from '@/features/points/components/PrizePage';
import { orNotFound, routeIdOrNotFound } from '@/lib/route-params';
import { lazyHead } from '@/lib/page-head';

/** A public prize of the catalogue; an unknown or malformed id is the prize not-found screen. */
export const Route = createFileRoute('/prizes/$id')({
  loader: async ({ context, params }) => {
    const id = routeIdOrNotFound(params.id);
    await orNotFound(context.queryClient.ensureQueryData(prizeQueryOptions(id)));
    return { id };
  },
  head: lazyHead(async () => (await import('@/features/points/lib/prize-head')).prizeHead),
  notFoundComponent: PrizeNotFound,
  component: PrizeRoute,
});

function PrizeRoute() {
  const { data: prize } = useSuspensePrize(Route.useLoaderData().id);
  return <PrizePage prize={prize} />;
}
