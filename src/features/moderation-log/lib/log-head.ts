import { msg } from '@lingui/core/macro';
import { pageHead, type HeadMatch, type RouteHead } from '@/lib/page-head';

/** The public moderation log's head. */
export function moderationLogHead({ match }: { match: HeadMatch }): RouteHead {
  const { i18n } = match.context;
  return pageHead(match, {
    title: i18n._(msg`Moderation log`),
    description: i18n._(
      msg`Every moderation decision on deals, comments and accounts, with the rule and the reason, and the number of decisions per month.`,
    ),
  });
}
