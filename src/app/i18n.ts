import { i18n, type Messages } from '@lingui/core';
import { inlineMessages } from '@/performance/inline-messages';
import { readStored, writeStored } from '@/lib/storage';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/shared/locales';
import { LOCALE_COOKIE, preferenceCookie } from '@/shared/preference-cookies';

export const LOCALE_STORAGE_KEY = 'locale';
// The boot path names the languages through this module; the list itself lives in shared.
export { DEFAULT_LOCALE, isLocale };

/**
 * The stored choice when it is one we ship, otherwise `fallback`: Polish (the interface is Polish by default), or
 * on a server-rendered page the language the server chose from the browser's Accept-Language.
 */
export function readStoredLocale(fallback: Locale = DEFAULT_LOCALE): Locale {
  const stored = readStored(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : fallback;
}

/**
 * The client build's modules carry their own messages in every language (`inlineMessages` in src/performance/build/inline-messages.ts), so a
 * visitor downloads only the messages of the code they run. Elsewhere (the dev server, the unit tests) each catalog is
 * a separate chunk.
 */
async function loadMessages(locale: Locale): Promise<Messages> {
  if (import.meta.env.INLINE_MESSAGES) return (inlineMessages[locale] ??= {});
  const catalog = locale === 'en' ? await import('@/locales/en/messages.po') : await import('@/locales/pl/messages.po');
  return catalog.messages;
}

/**
 * Loads and activates a locale, tells assistive tech and the browser via `<html lang>`, and remembers it (for the app,
 * and as a cookie for the server's next render).
 */
export async function activateLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  document.documentElement.lang = locale;
  // Hydrating in the server's language is no choice of the visitor's: a stored choice must survive it.
  if (!remember) return;
  writeStored(LOCALE_STORAGE_KEY, locale);
  document.cookie = preferenceCookie(LOCALE_COOKIE, locale);
}

export { i18n };
