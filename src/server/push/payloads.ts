import { formatMoney } from '@/shared/money';
import type { DealInboxItem } from '@/shared/schemas/rewards';
import { dealSlugPath } from '@/shared/slug';
import type { PushPayload } from '@/shared/schemas/push';
import { discountPhrase } from '../mail/discount-phrase';
import { mailI18n } from '../mail/i18n';
import { whyLine } from '../mail/why-line';
import type { MailLocale } from '../mail/locale';
import { pushReadToken } from './read-token';

/** A payload must fit one 4 KB push message with its encryption overhead; titles are cut well before that. */
const TITLE_MAX = 120;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** One deal an alert or a follow found, or a saved deal about to end: its title, price and shop, its picture, and what the click opens and marks read. */
export function dealPayload(item: DealInboxItem, locale: MailLocale, unreadCount: number, secret: string): PushPayload {
  const i18n = mailI18n(locale);
  const { deal } = item;
  const price = deal.new_price === null ? null : formatMoney(deal.new_price, deal.currency);
  const facts = [price, discountPhrase(deal, i18n), deal.shop_name].filter(Boolean);
  const why = whyLine(item, i18n);
  return {
    kind: 'deal',
    title: cut(deal.title, TITLE_MAX),
    body: [facts.join(' · '), why].filter(Boolean).join('\n'),
    url: dealSlugPath(deal.id, deal.slug),
    lang: locale,
    tag: `deal-${deal.id}`,
    image: deal.image_url,
    unread_count: unreadCount,
    inbox_item_id: item.id,
    read_token: pushReadToken(secret, item.id),
  };
}

/** The deals held during quiet hours, as one notification when they end. */
export function summaryPayload(count: number, locale: MailLocale, unreadCount: number): PushPayload {
  const i18n = mailI18n(locale);
  return {
    kind: 'summary',
    title: i18n._({
      id: 'push.summary.title',
      message: '{count, plural, one {# new deal} other {# new deals}} for you',
      values: { count },
    }),
    body: i18n._({ id: 'push.summary.body', message: 'They came during your quiet hours. Open the inbox to see them.' }),
    url: '/account/inbox',
    lang: locale,
    tag: 'alerts-summary',
    unread_count: unreadCount,
    count,
  };
}

/** What "send a test notification" on the alerts page delivers. */
export function testPayload(locale: MailLocale): PushPayload {
  const i18n = mailI18n(locale);
  return {
    kind: 'test',
    title: i18n._({ id: 'push.test.title', message: 'Notifications are on' }),
    body: i18n._({ id: 'push.test.body', message: 'This is how deals from your alerts will reach this device.' }),
    url: '/account/alerts',
    lang: locale,
    tag: 'test',
    unread_count: null,
  };
}
