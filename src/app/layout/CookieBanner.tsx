import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ALL_CONSENT, NO_CONSENT, readConsent, saveConsent, useCookieBanner, type ConsentFlags } from '../cookie-consent';
import styles from './CookieBanner.module.css';

/**
 * §2/§4 cookie banner, stays until the visitor chooses: accept all, reject all (as prominent as accepting), or choose
 * the categories in the settings. The footer's "Cookie settings" opens it again, settings shown, to change the choice.
 */
export function CookieBanner() {
  const state = useCookieBanner();
  if (state === 'hidden') return null;
  // A new key per opening: the settings start from what is stored each time they are opened.
  return <ConsentDialog key={state} reviewing={state === 'reviewing'} />;
}

function ConsentDialog({ reviewing }: { reviewing: boolean }) {
  const { t } = useLingui();
  const [showSettings, setShowSettings] = useState(reviewing);
  const [choice, setChoice] = useState<ConsentFlags>(() => (reviewing ? readConsent() : NO_CONSENT));

  const toggle = (category: keyof ConsentFlags) => setChoice((current) => ({ ...current, [category]: !current[category] }));

  return (
    <>
      {/* Reserves room at the end of the page so the fixed banner never hides the footer's last lines. */}
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.banner} aria-label={t`Cookies`}>
        <div className={styles.inner}>
          <div className={styles.body}>
            <p className={styles.text}>
              <Trans>
                We use cookies to run the site and remember your preferences and, only if you agree, for analytics and advertising. Details
                are in our <Link to="/privacy">privacy policy</Link>.
              </Trans>
            </p>
            {showSettings ? (
              <fieldset className={styles.settings}>
                <legend className={styles.legend}>
                  <Trans>Optional cookies</Trans>
                </legend>
                <label className={styles.option}>
                  {/* Opening the settings moves the focus to them, so keyboard users land on the first choice. */}
                  <input type="checkbox" checked={choice.analytics} onChange={() => toggle('analytics')} autoFocus />
                  <span>
                    <strong>
                      <Trans>Analytics</Trans>
                    </strong>{' '}
                    <Trans>help us see which pages work and which do not.</Trans>
                  </span>
                </label>
                <label className={styles.option}>
                  <input type="checkbox" checked={choice.advertising} onChange={() => toggle('advertising')} />
                  <span>
                    <strong>
                      <Trans>Advertising</Trans>
                    </strong>{' '}
                    <Trans>lets partners show offers that match your interests.</Trans>
                  </span>
                </label>
              </fieldset>
            ) : null}
          </div>
          <div className={styles.buttons}>
            {showSettings ? (
              <Button variant="secondary" onClick={() => saveConsent(choice)}>
                <Trans>Save my choice</Trans>
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setShowSettings(true)}>
                <Trans>Settings</Trans>
              </Button>
            )}
            <Button onClick={() => saveConsent(NO_CONSENT)}>
              <Trans>Reject</Trans>
            </Button>
            <Button onClick={() => saveConsent(ALL_CONSENT)}>
              <Trans>Accept</Trans>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
