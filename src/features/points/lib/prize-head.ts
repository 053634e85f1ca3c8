import { msg } from '@lingui/core/macro';
import { notFoundHead, pageHead, type DataHeadMatch, type RouteHead } from '@/lib/page-head';
import { prizeQueryOptions } from '../api/get-prize';

/** A prize's head, from the prize its loader read; an unknown one is the not-found head. */
export function prizeHead({ match, loaderData }: { match: DataHeadMatch; loaderData?: { id: number } }): RouteHead {
  const { i18n, queryClient } = match.context;
  const prize = loaderData && queryClient.getQueryData(prizeQueryOptions(loaderData.id).queryKey);
  if (!prize)
    return notFoundHead(match, i18n._(msg`Prize not found`), i18n._(msg`This prize does not exist or is no longer in the catalogue.`));
  const title = prize.title;
  return pageHead(match, { title, description: prize.description ?? i18n._(msg`${title}: a prize you can get for your Okazje points.`) });
}
