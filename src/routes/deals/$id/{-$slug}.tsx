import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { dealQueryOptions, useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealNotFound } from '@/features/deals/components/DealNotFound';
import { DealPage } from '@/features/deals/components/DealPage';
import { ApiError } from '@/lib/http';
import { IdParam } from '@/shared/schemas/common';
import { slugify } from '@/shared/slug';

function parseDealId(raw: string): number | null {
  const parsed = v.safeParse(IdParam, raw);
  return parsed.success ? parsed.output : null;
}

export const Route = createFileRoute('/deals/$id/{-$slug}')({
  loader: async ({ context, params }) => {
    const id = parseDealId(params.id);
    if (id === null) throw notFound();
    const deal = await context.queryClient.ensureQueryData(dealQueryOptions(id)).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    });
    const slug = slugify(deal.title);
    // §2: a missing or outdated slug is corrected in place, so Back does not return to the wrong URL.
    if (params.slug !== slug || params.id !== String(id)) {
      throw redirect({
        to: '/deals/$id/{-$slug}',
        params: { id: String(id), slug },
        replace: true,
      });
    }
  },
  notFoundComponent: DealNotFound,
  component: DealRoute,
});

function DealRoute() {
  const { id } = Route.useParams();
  const { data: deal } = useSuspenseDeal(Number(id));
  return <DealPage deal={deal} />;
}
