import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import styles from './TopBar.module.css';

export function Logo() {
  const { t } = useLingui();
  return (
    <Link to="/" className={styles.logo} aria-label={t`Okazje – home page`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#e8501c" />
        <path
          d="M17.6 5.5c.4 3.3-1.2 5.2-2.9 7-1.6 1.7-3.3 3.5-3.3 6.6 0 3.7 2.9 6.4 6.6 6.4s6.5-2.8 6.5-6.6c0-2.4-1.1-4.2-2.3-5.6-.3 1.6-1.1 2.8-2.3 3.4.6-4.3-.3-8.5-2.3-11.2z"
          fill="#fff"
        />
        <circle cx="18" cy="19.6" r="2.4" fill="#e8501c" />
      </svg>
      <span className={styles.logoText}>Okazje</span>
    </Link>
  );
}
