import { useLingui } from '@lingui/react';

/** The languages of the interface (§9): Polish, and English for everything else. */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The interface language of a Lingui locale: Polish when Polish, English (the fallback language) otherwise. */
export function toLocale(value: string): Locale {
  return value === 'pl' ? 'pl' : 'en';
}

/** The active interface language; re-renders when the user switches it, like Lingui messages do. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return toLocale(i18n.locale);
}
