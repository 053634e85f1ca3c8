import { useLingui } from '@lingui/react';
import type { Localized } from '../content/types';

/** The content of the active locale: Polish when Polish is active, English (the fallback language) otherwise. */
export function pickLocalized<T>(content: Localized<T>, locale: string): T {
  return locale === 'pl' ? content.pl : content.en;
}

/** Re-renders with the other language's content when the locale switches, like Lingui messages do. */
export function useLocalizedContent<T>(content: Localized<T>): T {
  const { i18n } = useLingui();
  return pickLocalized(content, i18n.locale);
}
