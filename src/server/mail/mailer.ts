import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../platform/logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How the app sends mail; SMTP in production, the outbox folder everywhere else, so no setup is needed to read mail.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Okazje <no-reply@okazje.pl>';

export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: FROM, ...mail });
    },
  };
}

/** One JSON file per mail in `dir` (`<iso-time>-<recipient>.json`), and one log line without the body (codes stay out of logs). */
export function outboxMailer(dir: string, logger?: Logger): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const safeRecipient = mail.to.replace(/[^\w.@+-]/g, '_');
      const file = join(dir, `${new Date().toISOString().replace(/:/g, '-')}-${safeRecipient}.json`);
      // Written beside and then renamed: whoever reads the outbox (a person, the e2e journeys polling for a code) sees a
      // mail whole or not at all, never a half-written file.
      await writeFile(`${file}.partial`, JSON.stringify(mail, null, 2));
      await rename(`${file}.partial`, file);
      logger?.info('mail written to outbox', { subject: mail.subject, file });
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox folder DATA_DIR/outbox. */
export function defaultMailer(env: { SMTP_URL?: string | undefined; DATA_DIR: string }, logger: Logger): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL) : outboxMailer(join(env.DATA_DIR, 'outbox'), logger);
}

/** For tests: keeps what was sent, newest last. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
