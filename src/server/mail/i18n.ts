import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MailLocale } from './locale';

const SOURCE_LOCALE: MailLocale = 'en';
const po = formatter();

/**
 * The mail catalog of one locale, compiled once at start. The server runs without the Babel macro transform, so it
 * reads the same .po files `lingui extract` writes and compiles them here; untranslated entries are left out.
 */
async function readCatalog(locale: MailLocale): Promise<Messages> {
  const filename = fileURLToPath(new URL(`./locales/${locale}/messages.po`, import.meta.url));
  const catalog = await po.parse(await readFile(filename, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.translation && !entry.obsolete) messages[id] = compileMessage(entry.translation);
  }
  return messages;
}

const sourceMessages = await readCatalog(SOURCE_LOCALE);

/**
 * Activated once and never switched: mails for concurrent requests in different languages never share the global
 * `i18n`. English fills the messages a locale has not translated yet.
 */
async function localeInstance(locale: MailLocale): Promise<I18n> {
  const messages = locale === SOURCE_LOCALE ? sourceMessages : { ...sourceMessages, ...(await readCatalog(locale)) };
  // The compiler only serves a message missing from every catalog, with the English text written in the code.
  return setupI18n({ locale, messages: { [locale]: messages } }).setMessagesCompiler(compileMessage);
}

const instances: Record<MailLocale, I18n> = { pl: await localeInstance('pl'), en: await localeInstance('en') };

export function mailI18n(locale: MailLocale): I18n {
  return instances[locale];
}
