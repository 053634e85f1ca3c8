import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

/** The top bar's search button shows `query`; a malformed value is dropped rather than breaking the page. */
const SearchParamsSchema = v.object({
  query: v.optional(v.fallback(v.string(), '')),
});

export const Route = createFileRoute('/search')({ validateSearch: SearchParamsSchema, component: SearchPage });

function SearchPage() {
  const { t } = useLingui();
  const { query } = Route.useSearch();
  return <PlaceholderPage title={query ? t`Search results for “${query}”` : t`Search results`} />;
}
