import { msg } from '@lingui/core/macro';
import { answeredNotFound, notFoundHead, pageHead, type DataHeadMatch, type RouteHead } from '@/lib/page-head';
import { feedPaths } from '@/shared/feeds';
import { publicProfileQueryOptions } from '../api/get-public-profile';

/** A member's public profile's head, named by the username its loader read; an unknown member is the not-found head. */
export function profileHead({ match, params }: { match: DataHeadMatch; params: { id: string } }): RouteHead {
  const { i18n, queryClient } = match.context;
  const profile = queryClient.getQueryData(publicProfileQueryOptions(Number(params.id)).queryKey);
  if (answeredNotFound(match))
    return notFoundHead(match, i18n._(msg`User not found`), i18n._(msg`This user does not exist or has deleted their account.`));
  const username = profile?.username;
  return pageHead(match, {
    title: username ? i18n._(msg`${username} – user profile`) : i18n._(msg`User profile`),
    description: username ? i18n._(msg`Deals shared by ${username}.`) : undefined,
    feed: username ? { path: feedPaths.user(Number(params.id)), title: i18n._(msg`Deals shared by ${username}.`) } : undefined,
  });
}
