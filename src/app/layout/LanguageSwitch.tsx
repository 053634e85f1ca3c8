import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LOCALES, type Locale } from '@/shared/locales';
import { activateLocale } from '../i18n';
import styles from './LanguageSwitch.module.css';

/**
 * Each language is named in itself (an autonym) and marked with its `lang`, so a visitor who cannot read the
 * current language still finds their own, and screen readers pronounce each name correctly.
 */
const AUTONYMS: Record<Locale, string> = { pl: 'Polski', en: 'English' };

/**
 * The language switch (footer and account settings): the choice is stored, `<html lang>` follows, and the
 * I18nProvider re-renders the page in the new language without a reload. The radio group name is unique per
 * instance, because two switches on one page (footer and settings) would otherwise form a single group.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLinguiContext();
  const name = useId();
  // The catalog of the chosen language loads asynchronously; the radio shows the choice at once meanwhile.
  const [chosen, setChosen] = useState<Locale | null>(null);
  const shown = chosen ?? i18n.locale;
  const choose = (locale: Locale) => {
    setChosen(locale);
    void activateLocale(locale).finally(() => setChosen(null));
  };
  return (
    <fieldset className={[styles.switch, className ?? ''].filter(Boolean).join(' ')}>
      <legend className="segmented-legend">
        <Trans>Language</Trans>
      </legend>
      <div className="segmented-options">
        {LOCALES.map((locale) => (
          <label key={locale} className={styles.option}>
            <input type="radio" name={name} value={locale} checked={shown === locale} onChange={() => choose(locale)} />
            <span lang={locale}>{AUTONYMS[locale]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
