import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { COMMUNITY_EXPIRY_REPORTS } from '@/shared/constants';
import type { InboxItem } from '@/shared/schemas/rewards';

/**
 * Why an inbox item arrived: the matching keyword for a new deal, the vote threshold the deal reached (10, 25 or
 * 100 votes), a new deal by a member or at a shop the member follows, a saved deal about to end, or, for the author, that members reported their deal expired or a moderator decided on their content,
 * or, for a reporter, that their report was decided. An item whose alert was deleted since has
 * no keyword and says so without one.
 */
export function triggerText(i18n: I18n, item: Pick<InboxItem, 'trigger' | 'keyword' | 'deal'>): string {
  const keyword = item.keyword;
  const author = item.deal?.author_name ?? '';
  const shop = item.deal?.shop_name ?? '';
  switch (item.trigger) {
    case 'created':
      return keyword === null ? i18n._(msg`New deal matching your alert`) : i18n._(msg`New deal matching "${keyword}"`);
    case 'votes_10':
      return i18n._(msg`Deal reached 10 votes`);
    case 'votes_25':
      return i18n._(msg`Deal reached 25 votes`);
    case 'votes_100':
      return i18n._(msg`Deal reached 100 votes`);
    case 'rising':
      return keyword === null ? i18n._(msg`Deal rising fast, from one of your alerts`) : i18n._(msg`Deal rising fast: "${keyword}"`);
    case 'followed_user':
      return i18n._(msg`New deal by ${author}, whom you follow`);
    case 'followed_shop':
      return i18n._(msg`New deal at ${shop}, which you follow`);
    case 'ending_24h':
      return i18n._(msg`A deal you saved ends within 24 hours`);
    case 'ending_2h':
      return i18n._(msg`A deal you saved ends within 2 hours`);
    case 'expired_by_community': {
      const reporters = COMMUNITY_EXPIRY_REPORTS;
      return i18n._(
        msg`${plural(reporters, {
          one: 'Your deal was marked as expired: # member reported that it has ended',
          other: 'Your deal was marked as expired: # members reported that it has ended',
        })}`,
      );
    }
    case 'moderation_hidden':
      return i18n._(msg`A moderator hid your content: read why`);
    case 'moderation_expired':
      return i18n._(msg`A moderator marked your deal as expired: read why`);
    case 'report_outcome':
      return i18n._(msg`A moderator decided on your report`);
    case 'moderation_approved':
      return i18n._(msg`A moderator approved your content: it is public now`);
    case 'moderation_suspended':
      return i18n._(msg`A moderator suspended your account: read why`);
    case 'moderation_lifted':
      return i18n._(msg`Your account's suspension was lifted`);
    case 'appeal_outcome':
      return i18n._(msg`An operator decided on your appeal`);
    case 'prize_outcome':
      return i18n._(msg`Your prize request was decided`);
  }
}
