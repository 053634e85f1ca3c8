import { msg } from '@lingui/core/macro';
import { notFoundHead, pageHead, shareCard, type DataHeadMatch, type HeadMatch, type RouteHead } from '@/lib/page-head';
import { feedPaths } from '@/shared/feeds';
import { shopQueryOptions } from '../api/get-shop';

/** The coupons listing's head. */
export function couponsHead({ match }: { match: HeadMatch }): RouteHead {
  const { i18n } = match.context;
  return pageHead(match, {
    title: i18n._(msg`Coupons`),
    description: i18n._(msg`Discount codes and coupons for Polish online shops, in one place.`),
  });
}

/** A shop page's head, from the shop its loader read; an unknown shop is the not-found head. */
export function shopHead({ match, params }: { match: DataHeadMatch; params: { id: string } }): RouteHead {
  const { i18n, queryClient } = match.context;
  const shop = queryClient.getQueryData(shopQueryOptions(Number(params.id)).queryKey);
  if (!shop) return notFoundHead(match, i18n._(msg`Shop not found`));
  const name = shop.name;
  return pageHead(match, {
    title: i18n._(msg`${name}: coupons and deals`),
    description: i18n._(msg`Current discount codes, coupons and deals at ${name}, checked and rated by the community.`),
    image: shareCard(shop.share_card, name),
    feed: { path: feedPaths.shop(shop.id), title: i18n._(msg`Deals at ${name}`) },
  });
}
