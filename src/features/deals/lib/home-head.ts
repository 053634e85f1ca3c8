import { msg } from '@lingui/core/macro';
import { pageHead, type HeadMatch, type RouteHead } from '@/lib/page-head';
import { feedPaths } from '@/shared/feeds';
import { HOME_TABS, type HomeTab } from './home-params';
import { HOME_TAB_TITLES } from './home-titles';

/** The home page's head: the brand alone on the first tab, the tab's name on the others. */
export function homeHead({ match }: { match: HeadMatch & { search: { tab: HomeTab } } }): RouteHead {
  const { i18n } = match.context;
  const tab = match.search.tab;
  const title = i18n._(HOME_TAB_TITLES[tab]);
  return pageHead(match, {
    title: tab === HOME_TABS[0] ? undefined : title,
    // A member's own favourites have no public feed.
    feed: tab === 'favourites' ? undefined : { path: feedPaths.home(tab), title },
    description: i18n._(msg`Hot deals, coupons and discount codes from Polish shops, found and voted on by the community.`),
  });
}
