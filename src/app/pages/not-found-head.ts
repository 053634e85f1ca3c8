import { msg } from '@lingui/core/macro';
import { notFoundHead, type HeadMatch, type RouteHead } from '@/lib/page-head';

/** The head of a path no route knows. */
export function notFoundPageHead({ match }: { match: HeadMatch }): RouteHead {
  const { i18n } = match.context;
  return notFoundHead(
    match,
    i18n._(msg`Page not found`),
    i18n._(msg`This page does not exist on Okazje. Go back to the latest deals, coupons and discount codes.`),
  );
}
