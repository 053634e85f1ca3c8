import { formatMoney } from '@/shared/money';
import type { DealInboxItem } from '@/shared/schemas/rewards';
import { dealSlugPath } from '@/shared/slug';
import { discountPhrase } from './discount-phrase';
import { mailHtml, type MailParagraph } from './html';
import { mailI18n } from './i18n';
import { whyLine } from './why-line';
import type { MailLocale } from './locale';
import type { Mail } from './mailer';

const DIGEST_STYLE = 'font-family:sans-serif;line-height:1.5';

/** The daily e-mail digest: the deals a member's alerts and follows found since the last one, newest first, each with its link. */
export function alertDigestMail(to: string, items: readonly DealInboxItem[], count: number, origin: string, locale: MailLocale): Mail {
  const i18n = mailI18n(locale);
  const subject = i18n._({
    id: 'mail.digest.subject',
    message: '{count, plural, one {# new deal} other {# new deals}} for you',
    values: { count },
  });
  const intro = i18n._({ id: 'mail.digest.intro', message: 'Here are the deals your alerts and follows found in the last day.' });
  const deals = items.map((item) => {
    const { deal } = item;
    const facts = [
      deal.new_price === null ? null : formatMoney(deal.new_price, deal.currency),
      discountPhrase(deal, i18n),
      deal.shop_name,
      whyLine(item, i18n),
    ];
    return { link: deal.title, href: `${origin}${dealSlugPath(deal.id, deal.slug)}`, text: facts.filter(Boolean).join(' · ') };
  });
  const more =
    count > items.length
      ? i18n._({
          id: 'mail.digest.more',
          message: 'And {rest, plural, one {# more deal} other {# more deals}} in your inbox: {inbox}',
          values: { rest: count - items.length, inbox: `${origin}/account/inbox` },
        })
      : null;
  const settings = i18n._({
    id: 'mail.digest.settings',
    message: 'You get this e-mail because you turned on the daily digest. You can turn it off on the alerts page: {alerts}',
    values: { alerts: `${origin}/account/alerts` },
  });
  const text = [intro, '', ...deals.flatMap((deal) => [deal.link, deal.text, deal.href, '']), ...(more ? [more, ''] : []), settings].join(
    '\n',
  );
  const paragraphs: MailParagraph[] = [intro, ...deals, ...(more ? [more] : []), { text: settings, style: 'color:#666;font-size:13px' }];
  return { to, subject, text, html: mailHtml(i18n.locale, DIGEST_STYLE, paragraphs) };
}
