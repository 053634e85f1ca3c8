import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { auditQueryOptions } from '@/features/moderation-people/api/get-audit';
import { AuditPage } from '@/features/moderation-people/components/AuditPage';
import { AUDIT_SEARCH_DEFAULTS, AuditSearchSchema } from '@/features/moderation-people/lib/search-params';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/audit')({
  validateSearch: AuditSearchSchema,
  search: { middlewares: [stripSearchParams(AUDIT_SEARCH_DEFAULTS)] },
  // Admins only: the page says so to anyone else, and the API answers them 403.
  beforeLoad: signedInOnly,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(auditQueryOptions(deps.page)),
  head: privatePageHead('audit'),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditPage page={Route.useSearch().page} />;
}
