import { createFileRoute } from '@tanstack/react-router';
import { prizeQueryOptions, useSuspensePrize } from '@/features/prizes/api/get-prize';
import { PrizeNotFound } from '@/features/prizes/components/PrizeNotFound';
import { PrizePage } from '@/features/prizes/components/PrizePage';
import { orNotFound, routeIdOrNotFound } from '@/lib/route-params';

/** A public prize of the catalogue; an unknown or malformed id is §2's prize not-found screen. */
export const Route = createFileRoute('/prizes/$id')({
  loader: async ({ context, params }) => {
    await orNotFound(context.queryClient.ensureQueryData(prizeQueryOptions(routeIdOrNotFound(params.id))));
  },
  notFoundComponent: PrizeNotFound,
  component: PrizeRoute,
});

function PrizeRoute() {
  const { data: prize } = useSuspensePrize(Number(Route.useParams().id));
  return <PrizePage prize={prize} />;
}
