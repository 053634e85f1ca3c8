import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { signedInOnly } from '@/app/guards';
import { memberSearchQueryOptions } from '@/features/moderation-people/api/search-members';
import { MembersPage } from '@/features/moderation-people/components/MembersPage';
import { MEMBERS_SEARCH_DEFAULTS, MembersSearchSchema, memberQuery } from '@/features/moderation-people/lib/search-params';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/members')({
  validateSearch: MembersSearchSchema,
  search: { middlewares: [stripSearchParams(MEMBERS_SEARCH_DEFAULTS)] },
  // The server answers members 403 and the page says so; the role itself is checked by the page and the API.
  beforeLoad: signedInOnly,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const q = memberQuery(deps.q);
    if (q !== null) void context.queryClient.prefetchQuery(memberSearchQueryOptions({ q, page: deps.page }));
  },
  head: privatePageHead('members'),
  component: MembersRoute,
});

function MembersRoute() {
  const { q, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Typing replaces the history entry: Back leaves the page instead of stepping through every letter. A new search starts on page 1.
  const onQueryChange = useCallback(
    (next: string) => void navigate({ search: { q: next }, replace: true, resetScroll: false }),
    [navigate],
  );
  return <MembersPage q={q} page={page} onQueryChange={onQueryChange} />;
}
