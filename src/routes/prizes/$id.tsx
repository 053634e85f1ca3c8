import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { prizeQueryOptions, useSuspensePrize } from '@/features/prizes/api/get-prize';
import { PrizeNotFound } from '@/features/prizes/components/PrizeNotFound';
import { PrizePage } from '@/features/prizes/components/PrizePage';
import { ApiError } from '@/lib/http';
import { IdParam } from '@/shared/schemas/common';

/** A public prize of the catalogue; an unknown or malformed id is §2's prize not-found screen. */
export const Route = createFileRoute('/prizes/$id')({
  loader: async ({ context, params }) => {
    const parsed = v.safeParse(IdParam, params.id);
    if (!parsed.success) throw notFound();
    await context.queryClient.ensureQueryData(prizeQueryOptions(parsed.output)).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    });
  },
  notFoundComponent: PrizeNotFound,
  component: PrizeRoute,
});

function PrizeRoute() {
  const { data: prize } = useSuspensePrize(Number(Route.useParams().id));
  return <PrizePage prize={prize} />;
}
