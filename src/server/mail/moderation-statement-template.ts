import type { I18n } from '@lingui/core';
import type { Decision, PublicationRule } from '@/shared/schemas/moderation';
import { mailHtml } from './html';
import { mailI18n } from './i18n';
import type { MailLocale } from './locale';
import type { Mail } from './mailer';

const STATEMENT_STYLE = 'font-family:sans-serif';

/** The publication rule as the member reads it on /publication-rules (its section heading there). */
export function ruleName(i18n: I18n, rule: PublicationRule): string {
  switch (rule) {
    case 'what-to-post':
      return i18n._({ id: 'mail.moderation.rule.what-to-post', message: 'What you may post' });
    case 'how-to-post':
      return i18n._({ id: 'mail.moderation.rule.how-to-post', message: 'How to describe a deal well' });
    case 'affiliate':
      return i18n._({ id: 'mail.moderation.rule.affiliate', message: 'Affiliate links and partnerships' });
    case 'prohibited':
      return i18n._({ id: 'mail.moderation.rule.prohibited', message: 'What we do not publish' });
    case 'comments':
      return i18n._({ id: 'mail.moderation.rule.comments', message: 'Comments' });
  }
}

export interface StatementContent {
  decision: Pick<Decision, 'entity_type' | 'action' | 'reason' | 'rule' | 'automated'>;
  /** The deal's title (for a comment, the title of its deal). */
  title: string;
  /** Absolute link to the item, where the member reads the decision and will appeal it. */
  itemUrl: string;
  /** Absolute link to the publication rules. */
  rulesUrl: string;
  appealUntil: Date;
}

/**
 * The statement of reasons (DSA Art. 17) by mail, in the member's language: what was decided on which item, the
 * reason as written by the moderator, the rule, whether it was automated, and how and until when to appeal.
 */
export function moderationStatementMail(to: string, content: StatementContent, locale: MailLocale): Mail {
  const i18n = mailI18n(locale);
  const { decision, title } = content;
  const hidden = decision.action === 'hide';
  const isComment = decision.entity_type === 'comment';
  const subject = hidden
    ? isComment
      ? i18n._({ id: 'mail.moderation.subject.comment-hidden', message: 'A moderator hid your comment' })
      : i18n._({ id: 'mail.moderation.subject.deal-hidden', message: 'A moderator hid your deal' })
    : i18n._({ id: 'mail.moderation.subject.deal-expired', message: 'A moderator marked your deal as expired' });
  const greeting = i18n._({ id: 'mail.change-email.greeting', message: 'Hi!' });
  const what = isComment
    ? i18n._({
        id: 'mail.moderation.what.comment',
        message: 'Your comment on the deal "{title}" is no longer shown to others.',
        values: { title },
      })
    : hidden
      ? i18n._({ id: 'mail.moderation.what.deal-hidden', message: 'Your deal "{title}" is no longer shown to others.', values: { title } })
      : i18n._({ id: 'mail.moderation.what.deal-expired', message: 'Your deal "{title}" is now marked as expired.', values: { title } });
  const reason = i18n._({ id: 'mail.moderation.reason', message: 'Reason: {reason}', values: { reason: decision.reason } });
  const rule = decision.rule
    ? i18n._({ id: 'mail.moderation.rule', message: 'Rule: {rule}', values: { rule: ruleName(i18n, decision.rule) } })
    : null;
  const automated = decision.automated
    ? i18n._({ id: 'mail.moderation.automated', message: 'This decision was made automatically.' })
    : i18n._({ id: 'mail.moderation.by-person', message: 'This decision was made by a moderator, not automatically.' });
  const until = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Warsaw' }).format(
    content.appealUntil,
  );
  const appeal = i18n._({
    id: 'mail.moderation.appeal',
    message: 'If you think this is a mistake, you can appeal until {until} from the item’s page; another moderator will decide.',
    values: { until },
  });
  const itemLink = i18n._({ id: 'mail.moderation.item-link', message: 'Open the item' });
  const rulesLink = i18n._({ id: 'mail.moderation.rules-link', message: 'Publication rules' });
  const text = [
    greeting,
    '',
    what,
    reason,
    ...(rule ? [`${rule} (${content.rulesUrl})`] : []),
    automated,
    '',
    appeal,
    content.itemUrl,
  ].join('\n');
  const html = mailHtml(i18n.locale, STATEMENT_STYLE, [
    greeting,
    what,
    reason,
    ...(rule ? [{ link: rulesLink, href: content.rulesUrl, text: rule }] : []),
    automated,
    { link: itemLink, href: content.itemUrl, text: appeal },
  ]);
  return { to, subject, text, html };
}
