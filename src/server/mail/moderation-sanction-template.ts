import type { PublicationRule } from '@/shared/schemas/moderation';
import { mailHtml, type MailParagraph } from './html';
import { mailI18n } from './i18n';
import type { MailLocale } from './locale';
import type { Mail } from './mailer';
import { ruleName } from './moderation-statement-template';

const SANCTION_STYLE = 'font-family:sans-serif';

/** What happened to the account: a suspension, its lifting, or the outcome of the member's appeal of it. */
export type SanctionMailKind = 'suspend' | 'lift' | 'appeal_granted' | 'appeal_rejected';

export interface SanctionContent {
  kind: SanctionMailKind;
  /** The reason the operator wrote, as the member reads it. */
  reason: string;
  rule: PublicationRule | null;
  /** When the suspension ends (suspend, and a rejected appeal: it stands). */
  suspendedUntil: Date | null;
  /** Until when the suspension may be appealed (suspend only). */
  appealUntil: Date | null;
  /** Absolute link to the account page, where the member reads the suspension and appeals it. */
  accountUrl: string;
  rulesUrl: string;
}

/**
 * The statement of reasons for a suspension or its lifting (DSA Art. 17), and the outcome of an appeal of one
 * (Art. 20), by mail in the member's language: a suspension has no deal to hang an inbox item on, so this is where the
 * member is told, besides their account page.
 */
export function moderationSanctionMail(to: string, content: SanctionContent, locale: MailLocale): Mail {
  const i18n = mailI18n(locale);
  const date = (value: Date) =>
    new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Warsaw',
    }).format(value);
  const until = content.suspendedUntil ? date(content.suspendedUntil) : '';
  const subject = {
    suspend: () => i18n._({ id: 'mail.sanction.subject.suspend', message: 'A moderator suspended your account' }),
    lift: () => i18n._({ id: 'mail.sanction.subject.lift', message: 'Your account is no longer suspended' }),
    appeal_granted: () =>
      i18n._({ id: 'mail.sanction.subject.appeal-granted', message: 'Your appeal was granted: your account is no longer suspended' }),
    appeal_rejected: () =>
      i18n._({ id: 'mail.sanction.subject.appeal-rejected', message: 'Your appeal was rejected: the suspension stands' }),
  }[content.kind]();
  const what =
    content.kind === 'suspend' || content.kind === 'appeal_rejected'
      ? i18n._({
          id: 'mail.sanction.what.suspended',
          message: 'Until {until} you can read the site, appeal and delete your account, but not post deals, comment or vote.',
          values: { until },
        })
      : i18n._({ id: 'mail.sanction.what.lifted', message: 'You can post deals, comment and vote again.' });
  const greeting = i18n._({ id: 'mail.change-email.greeting', message: 'Hi!' });
  const reason = i18n._({ id: 'mail.moderation.reason', message: 'Reason: {reason}', values: { reason: content.reason } });
  const rule = content.rule
    ? i18n._({ id: 'mail.moderation.rule', message: 'Rule: {rule}', values: { rule: ruleName(i18n, content.rule) } })
    : null;
  const byPerson = i18n._({ id: 'mail.moderation.by-person', message: 'This decision was made by a moderator, not automatically.' });
  const appeal = content.appealUntil
    ? i18n._({
        id: 'mail.sanction.appeal',
        message: 'If you think this is a mistake, you can appeal until {until} on your account page; another moderator will decide.',
        values: { until: date(content.appealUntil) },
      })
    : null;
  const accountLink = i18n._({ id: 'mail.sanction.account-link', message: 'Open your account' });
  const rulesLink = i18n._({ id: 'mail.moderation.rules-link', message: 'Publication rules' });
  const text = [
    greeting,
    '',
    what,
    reason,
    ...(rule ? [`${rule} (${content.rulesUrl})`] : []),
    byPerson,
    '',
    ...(appeal ? [appeal] : []),
    content.accountUrl,
  ].join('\n');
  const paragraphs: MailParagraph[] = [
    greeting,
    what,
    reason,
    ...(rule ? [{ link: rulesLink, href: content.rulesUrl, text: rule }] : []),
    byPerson,
    { link: accountLink, href: content.accountUrl, text: appeal ?? content.accountUrl },
  ];
  return { to, subject, text, html: mailHtml(i18n.locale, SANCTION_STYLE, paragraphs) };
}
