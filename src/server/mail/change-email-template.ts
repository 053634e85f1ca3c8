import { CODE_TTL_MS } from '@/shared/constants';
import { mailHtml } from './html';
import { mailI18n } from './i18n';
import type { MailLocale } from './locale';
import type { Mail } from './mailer';

/** Both mails of an address change look alike: the one with the code and the notice to the old address. */
const CHANGE_MAIL_STYLE = 'font-family:sans-serif';

/** The code that confirms a new e-mail address, sent to that new address. */
export function changeEmailMail(to: string, code: string, locale: MailLocale): Mail {
  const i18n = mailI18n(locale);
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  const subject = i18n._({ id: 'mail.change-email.subject', message: 'Confirm your new e-mail address' });
  const greeting = i18n._({ id: 'mail.change-email.greeting', message: 'Hi!' });
  const intro = i18n._({
    id: 'mail.change-email.intro',
    message: 'We received a request to change the e-mail address of your account to this address.',
  });
  const codeLabel = i18n._({ id: 'mail.change-email.code-label', message: 'Your confirmation code:' });
  const codeLine = i18n._({ id: 'mail.change-email.code-line', message: 'Your confirmation code: {code}', values: { code } });
  const validity = i18n._({
    id: 'mail.change-email.validity',
    message:
      "The code is valid for {minutes, plural, one {# minute} other {# minutes}}. If you didn't ask for this change, ignore this message — your account keeps its current address.",
    values: { minutes },
  });
  const text = [greeting, '', intro, codeLine, '', validity].join('\n');
  const html = mailHtml(i18n.locale, CHANGE_MAIL_STYLE, [
    greeting,
    intro,
    codeLabel,
    { text: code, style: 'font-size:28px;font-weight:bold;letter-spacing:4px' },
    validity,
  ]);
  return { to, subject, text, html };
}

/**
 * The notice to the address an account just left: if the owner did not make the change, this is how they learn of it
 * while they can still act.
 */
export function emailChangedNoticeMail(to: string, newEmail: string, locale: MailLocale): Mail {
  const i18n = mailI18n(locale);
  const subject = i18n._({ id: 'mail.email-changed.subject', message: 'The e-mail address of your account was changed' });
  const greeting = i18n._({ id: 'mail.change-email.greeting', message: 'Hi!' });
  const intro = i18n._({
    id: 'mail.email-changed.intro',
    message: 'The e-mail address of your Okazje account was changed from this address to {newEmail}.',
    values: { newEmail },
  });
  const warning = i18n._({
    id: 'mail.email-changed.warning',
    message: "If you didn't make this change, reply to this message or write to our support at once so we can lock the account.",
  });
  const text = [greeting, '', intro, '', warning].join('\n');
  const html = mailHtml(i18n.locale, CHANGE_MAIL_STYLE, [greeting, intro, warning]);
  return { to, subject, text, html };
}
