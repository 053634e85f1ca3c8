import { msg } from '@lingui/core/macro';
import { pageHead, type HeadMatch, type RouteHead } from '@/lib/page-head';
import { feedPaths } from '@/shared/feeds';

/** Search results' head: indexable, canonical at /search with the query. */
export function searchHead({ match }: { match: HeadMatch & { search: { query: string } } }): RouteHead {
  const query = match.search.query;
  const title = match.context.i18n._(msg`Search results for “${query}”`);
  return pageHead(match, { title, feed: query ? { path: feedPaths.search(query), title } : undefined });
}
