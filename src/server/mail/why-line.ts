import type { I18n } from '@lingui/core';
import type { DealInboxItem } from '@/shared/schemas/rewards';

/**
 * The line that says why a deal reached the member, in a push and in the digest: the alert that found it, the member
 * or shop they follow, or their own save about to end.
 */
export function whyLine(item: DealInboxItem, i18n: I18n): string {
  switch (item.trigger) {
    case 'ending_24h':
      return i18n._({ id: 'push.deal.ending-24h', message: 'Saved by you · ends within 24 hours' });
    case 'ending_2h':
      return i18n._({ id: 'push.deal.ending-2h', message: 'Saved by you · ends within 2 hours' });
    case 'rising':
      return item.keyword === null
        ? i18n._({ id: 'push.deal.rising-deleted', message: 'Rising fast · from one of your alerts' })
        : i18n._({ id: 'push.deal.rising', message: 'Rising fast · your alert “{keyword}”', values: { keyword: item.keyword } });
    case 'followed_user':
      return i18n._({ id: 'push.deal.followed-user', message: 'By {author}, whom you follow', values: { author: item.deal.author_name } });
    case 'followed_shop':
      return i18n._({ id: 'push.deal.followed-shop', message: 'At {shop}, which you follow', values: { shop: item.deal.shop_name ?? '' } });
    default:
      return item.keyword === null
        ? i18n._({ id: 'push.deal.alert-deleted', message: 'From one of your alerts' })
        : i18n._({ id: 'push.deal.alert', message: 'Your alert “{keyword}”', values: { keyword: item.keyword } });
  }
}
