import type { I18n } from '@lingui/core';
import { CODE_TTL_MS } from '@/shared/constants';
import { mailHtml } from './html';
import { mailI18n } from './i18n';
import type { MailLocale } from './locale';
import type { Mail } from './mailer';

const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;

/** What a code mail says about itself: why it was sent. */
interface CodeMailWording {
  subject: string;
  intro: string;
}

/**
 * One layout for every code mail: a line of context, the code large and spaced, the validity and a safety note.
 * The code stays out of the subject because the outbox mailer logs subjects.
 */
function codeMail(wording: (i18n: I18n) => CodeMailWording) {
  return (to: string, code: string, locale: MailLocale): Mail => {
    const i18n = mailI18n(locale);
    const { subject, intro } = wording(i18n);
    const minutes = CODE_TTL_MINUTES;
    const codeLabel = i18n._({ id: 'mail.code.label', message: 'Your code:' });
    const codeLine = i18n._({ id: 'mail.code.line', message: 'Your code: {code}', values: { code } });
    const validity = i18n._({
      id: 'mail.code.validity',
      message: 'The code is valid for {minutes, plural, one {# minute} other {# minutes}} and can be used only once.',
      values: { minutes },
    });
    const ignore = i18n._({
      id: 'mail.code.ignore',
      message: "If this wasn't you, ignore this message — nobody can get into your account without this code.",
    });
    const signature = i18n._({ id: 'mail.signature', message: 'The Okazje team' });
    const text = [intro, '', codeLine, '', validity, ignore, '', signature].join('\n');
    const html = mailHtml(i18n.locale, 'font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5', [
      intro,
      codeLabel,
      { text: code, style: "font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace" },
      validity,
      { text: ignore, style: 'color:#666' },
      signature,
    ]);
    return { to, subject, text, html };
  };
}

/** Sent after sign-up and whenever an unverified account signs in or asks for a password reset. */
export const verifyEmailMail = codeMail((i18n) => ({
  subject: i18n._({ id: 'mail.verify.subject', message: 'Confirm your e-mail address' }),
  intro: i18n._({ id: 'mail.verify.intro', message: 'Enter the code below in Okazje to confirm your e-mail address.' }),
}));

export const resetPasswordMail = codeMail((i18n) => ({
  subject: i18n._({ id: 'mail.reset.subject', message: 'Password reset' }),
  intro: i18n._({
    id: 'mail.reset.intro',
    message: 'We received a request to reset the password of your Okazje account. Enter the code below to set a new password.',
  }),
}));

/**
 * Past the failed-sign-in cap, a device that never signed in to the account needs this code besides the password.
 * It is mailed only when the password was right, so the mail also tells the owner their password is known.
 */
export const signInCodeMail = codeMail((i18n) => ({
  subject: i18n._({ id: 'mail.signin.subject', message: 'Your sign-in code' }),
  intro: i18n._({
    id: 'mail.signin.intro',
    message:
      'Someone is signing in to your Okazje account with the right password on a device it has not been used on before. Many wrong passwords were tried on the account recently, so we ask for this code too. If this was not you, change your password now.',
  }),
}));

/** For accounts without a password (Facebook or Apple only): confirms an e-mail change or the account's deletion. */
export const reauthCodeMail = codeMail((i18n) => ({
  subject: i18n._({ id: 'mail.reauth.subject', message: 'Confirm a change to your account' }),
  intro: i18n._({
    id: 'mail.reauth.intro',
    message:
      'Someone signed in to your Okazje account asked to change its e-mail address or delete it. Enter the code below to confirm that it is you.',
  }),
}));
