import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { specialQueryOptions, useSuspenseSpecial } from '@/features/specials/api/get-special';
import { SpecialNotFound } from '@/features/specials/components/SpecialNotFound';
import { SpecialPage } from '@/features/specials/components/SpecialPage';
import { SpecialPageSkeleton } from '@/features/specials/components/SpecialPageSkeleton';
import { ApiError } from '@/lib/http';
import { IdParam } from '@/shared/schemas/common';

export const Route = createFileRoute('/specials/$id')({
  loader: async ({ context, params }) => {
    const parsed = v.safeParse(IdParam, params.id);
    // A non-numeric id can never exist: answer the not-found screen without asking the API.
    if (!parsed.success) throw notFound();
    await context.queryClient.ensureQueryData(specialQueryOptions(parsed.output)).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    });
  },
  pendingComponent: SpecialPageSkeleton,
  notFoundComponent: SpecialNotFound,
  component: SpecialRoute,
});

function SpecialRoute() {
  const { id } = Route.useParams();
  const { data: special } = useSuspenseSpecial(Number(id));
  return <SpecialPage special={special} />;
}
