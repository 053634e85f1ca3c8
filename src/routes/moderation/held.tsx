import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { heldQueryOptions } from '@/features/moderation/api/get-held';
import { HeldPage } from '@/features/moderation/components/HeldPage';
import { HeldSearchSchema, heldParams } from '@/features/moderation/lib/queue-params';
import type { ModeratedEntityType } from '@/shared/schemas/moderation';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/held')({
  validateSearch: HeldSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (!context.operator) return;
    void context.queryClient.prefetchQuery(heldQueryOptions(heldParams(deps)));
  },
  head: privatePageHead('held'),
  component: HeldRoute,
});

function HeldRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filter = (type: ModeratedEntityType | undefined) => void navigate({ search: { type, page: 1 } });
  return <HeldPage search={search} onFilter={filter} />;
}
