import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/Button';
import { acceptCookies, useCookieBannerAccepted } from '../cookie-consent';
import styles from './CookieBanner.module.css';

/** §2: a banner at the bottom that stays until the visitor accepts. */
export function CookieBanner() {
  const { t } = useLingui();
  const accepted = useCookieBannerAccepted();
  if (accepted) return null;
  return (
    <>
      {/* Reserves room at the end of the page so the fixed banner never hides the footer's last lines. */}
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.banner} aria-label={t`Cookies`}>
        <div className={styles.inner}>
          <p className={styles.text}>
            <Trans>
              We use cookies to run the site, remember your preferences and, with your consent, for analytics and advertising. Details are in
              our <Link to="/privacy">privacy policy</Link>.
            </Trans>
          </p>
          <Button onClick={() => acceptCookies()}>
            <Trans>Accept</Trans>
          </Button>
        </div>
      </section>
    </>
  );
}
