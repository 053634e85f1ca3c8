import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { reviewConsent } from '../cookie-consent';
import { InstallButton } from '../install/InstallButton';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import styles from './Footer.module.css';

interface SocialLink {
  href: string;
  label: string;
  icon: ReactNode;
}

function SocialIcon({ d }: { d: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

/** What the footer holds: rendered by the server, hydrated only once it is near (see Footer.tsx). */
export function FooterContent() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const social: SocialLink[] = [
    {
      href: 'https://www.facebook.com/okazje',
      label: t`Okazje on Facebook`,
      icon: (
        <SocialIcon d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
      ),
    },
    {
      href: 'https://www.instagram.com/okazje',
      label: t`Okazje on Instagram`,
      icon: (
        <SocialIcon d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.9-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 4.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.6-3.7 3.7-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.6-1.3-3.7-3.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6C4.8 6 6 4.8 8.4 4.7c.9-.1 1.2-.1 3.6-.1zM12 3c-2.4 0-2.8 0-3.7.1C5 3.2 3.2 5 3.1 8.3 3 9.2 3 9.6 3 12s0 2.8.1 3.7c.1 3.3 1.9 5.1 5.2 5.2.9.1 1.3.1 3.7.1s2.8 0 3.7-.1c3.3-.1 5.1-1.9 5.2-5.2.1-.9.1-1.3.1-3.7s0-2.8-.1-3.7C20.8 5 19 3.2 15.7 3.1 14.8 3 14.4 3 12 3z" />
      ),
    },
    {
      href: 'https://www.youtube.com/@okazje',
      label: t`Okazje on YouTube`,
      icon: (
        <SocialIcon d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
      ),
    },
    {
      href: 'https://www.tiktok.com/@okazje',
      label: t`Okazje on TikTok`,
      icon: (
        <SocialIcon d="M16.6 3h-3v12.1a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.5a5.7 5.7 0 1 0 4.8 5.6V9a7 7 0 0 0 4.1 1.3v-3a4.1 4.1 0 0 1-4.1-4.3z" />
      ),
    },
  ];

  return (
    <>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.brandName}>Okazje</p>
          <p className={styles.muted}>
            <Trans>
              The community of deal hunters: the best promotions, coupons and discount codes in Poland, shared and rated by you.
            </Trans>
          </p>
          <ul className={styles.social} aria-label={t`Social media`}>
            {social.map((item) => (
              <li key={item.href}>
                <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.label} className={styles.socialLink}>
                  {item.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t`Information`} className={styles.column}>
          <h2 className={styles.heading}>
            <Trans>Information</Trans>
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/terms">
                <Trans>Terms of service</Trans>
              </Link>
            </li>
            <li>
              <Link to="/privacy">
                <Trans>Privacy policy</Trans>
              </Link>
            </li>
            <li>
              <Link to="/faq">
                <Trans>FAQ</Trans>
              </Link>
            </li>
            <li>
              <Link to="/contact">
                <Trans>Contact</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Community`} className={styles.column}>
          <h2 className={styles.heading}>
            <Trans>Community</Trans>
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/trusted-partners">
                <Trans>Trusted partners</Trans>
              </Link>
            </li>
            <li>
              <Link to="/publication-rules">
                <Trans>Publication rules</Trans>
              </Link>
            </li>
            <li>
              <Link to="/moderation-log">
                <Trans>Moderation log</Trans>
              </Link>
            </li>
            <li>
              <Link to="/how-to-collect-points">
                <Trans>How to collect points</Trans>
              </Link>
            </li>
            <li>
              <Link to="/exchange-points-in-mobile-app">
                <Trans>Exchange points in the mobile app</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <div className={styles.column}>
          <ThemeSwitch />
          <LanguageSwitch />
          <InstallButton />
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.muted}>
          <Trans>
            We use cookies to keep you signed in and remember your settings; for analytics and advertising only with your consent. Details
            are in the <Link to="/privacy">privacy policy</Link>.
          </Trans>{' '}
          <button type="button" className={styles.textButton} onClick={reviewConsent}>
            <Trans>Cookie settings</Trans>
          </button>
        </p>
        <div className={styles.legal}>
          <p>
            <Trans>© {year} Okazje. All rights reserved.</Trans>
          </p>
          <p>
            <Trans>Designed by Studio Pomarańcza</Trans>
          </p>
        </div>
      </div>
    </>
  );
}
