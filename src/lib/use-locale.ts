import { useLingui } from '@lingui/react';
import { toLocale, type Locale } from '@/shared/locales';

/** The active interface language; re-renders when the user switches it, like Lingui messages do. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return toLocale(i18n.locale);
}
