/** The languages of the interface, mails and notifications: Polish, and English for everything else. */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The interface is Polish by default. */
export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: string | null | undefined): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The interface language of a Lingui locale: Polish when Polish, English (the fallback language) otherwise. */
export function toLocale(value: string): Locale {
  return value === 'pl' ? 'pl' : 'en';
}
