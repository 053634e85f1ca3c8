import type { I18n } from '@lingui/core';
import { CODE_TTL_MS } from '@/shared/constants';
import { escapeHtml } from './html';
import { mailI18n } from './i18n';
import type { MailLocale } from './locale';
import type { Mail } from './mailer';

const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;

/**
 * One layout for every code mail: a line of context, the code large and spaced, the validity and a safety note.
 * The code stays out of the subject because the outbox mailer logs subjects.
 */
function codeMail(i18n: I18n, to: string, code: string, subject: string, intro: string): Mail {
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
  const html = [
    `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(codeLabel)}</p>`,
    `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p style="color:#666">${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}

/** Sent after sign-up and whenever an unverified account signs in or asks for a password reset. */
export function verifyEmailMail(to: string, code: string, locale: MailLocale): Mail {
  const i18n = mailI18n(locale);
  return codeMail(
    i18n,
    to,
    code,
    i18n._({ id: 'mail.verify.subject', message: 'Confirm your e-mail address' }),
    i18n._({ id: 'mail.verify.intro', message: 'Enter the code below in Okazje to confirm your e-mail address.' }),
  );
}

export function resetPasswordMail(to: string, code: string, locale: MailLocale): Mail {
  const i18n = mailI18n(locale);
  return codeMail(
    i18n,
    to,
    code,
    i18n._({ id: 'mail.reset.subject', message: 'Password reset' }),
    i18n._({
      id: 'mail.reset.intro',
      message: 'We received a request to reset the password of your Okazje account. Enter the code below to set a new password.',
    }),
  );
}

/** For accounts without a password (Facebook or Apple only): confirms an e-mail change or the account's deletion. */
export function reauthCodeMail(to: string, code: string, locale: MailLocale): Mail {
  const i18n = mailI18n(locale);
  return codeMail(
    i18n,
    to,
    code,
    i18n._({ id: 'mail.reauth.subject', message: 'Confirm a change to your account' }),
    i18n._({
      id: 'mail.reauth.intro',
      message:
        'Someone signed in to your Okazje account asked to change its e-mail address or delete it. Enter the code below to confirm that it is you.',
    }),
  );
}
