import { useLocale } from '@/lib/use-locale';
import { toLocale } from '@/shared/locales';
import type { Localized } from '../content/types';

/** The content of the active locale: Polish when Polish is active, English (the fallback language) otherwise. */
export function pickLocalized<T>(content: Localized<T>, locale: string): T {
  return content[toLocale(locale)];
}

/** Re-renders with the other language's content when the locale switches, like Lingui messages do. */
export function useLocalizedContent<T>(content: Localized<T>): T {
  return content[useLocale()];
}
