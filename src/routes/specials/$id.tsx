import { createFileRoute } from '@tanstack/react-router';
import { specialQueryOptions, useSuspenseSpecial } from '@/features/specials/api/get-special';
import { SpecialNotFound } from '@/features/specials/components/SpecialNotFound';
import { SpecialPage } from '@/features/specials/components/SpecialPage';
import { SpecialPageSkeleton } from '@/features/specials/components/SpecialPageSkeleton';
import { orNotFound, routeIdOrNotFound } from '@/lib/route-params';
import { lazyHead } from '@/lib/page-head';

export const Route = createFileRoute('/specials/$id')({
  loader: async ({ context, params }) => {
    await orNotFound(context.queryClient.ensureQueryData(specialQueryOptions(routeIdOrNotFound(params.id))));
  },
  head: lazyHead(async () => (await import('@/features/specials/lib/special-head')).specialHead),
  pendingComponent: SpecialPageSkeleton,
  notFoundComponent: SpecialNotFound,
  component: SpecialRoute,
});

function SpecialRoute() {
  const { id } = Route.useParams();
  const { data: special } = useSuspenseSpecial(Number(id));
  return <SpecialPage special={special} />;
}
