import { i18n, type Messages } from '@lingui/core';
import { readStored, writeStored } from '@/lib/storage';
import { LOCALES, type Locale } from '@/lib/use-locale';

export const DEFAULT_LOCALE: Locale = 'pl';
export const LOCALE_STORAGE_KEY = 'locale';

function isLocale(value: string | null): value is Locale {
  return value !== null && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice when it is one we ship, otherwise Polish (§1: the interface is Polish by default). */
export function readStoredLocale(): Locale {
  const stored = readStored(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Catalogs are separate chunks so a visitor downloads only the language they use. */
async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = locale === 'en' ? await import('@/locales/en/messages.po') : await import('@/locales/pl/messages.po');
  return catalog.messages;
}

/** Loads and activates a locale, remembers it and tells assistive tech and the browser via `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  document.documentElement.lang = locale;
  writeStored(LOCALE_STORAGE_KEY, locale);
}

export { i18n };
