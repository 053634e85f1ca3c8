import { useLingui } from '@lingui/react/macro';
import { hideAlert, useAlert } from '@/lib/alerts';
import styles from './AlertBar.module.css';

/**
 * §2 transient alert bar. The live region is always in the DOM: screen readers only announce changes
 * to a region they already know, so mounting it together with the message would be silent.
 */
export function AlertBar() {
  const { t } = useLingui();
  const alert = useAlert();
  return (
    <div className={styles.region} aria-live="polite" aria-atomic="true">
      {alert ? (
        <div key={alert.id} className={`${styles.alert} ${styles[alert.type]}`} data-type={alert.type}>
          <p className={styles.message}>{alert.message}</p>
          <button type="button" className={styles.close} aria-label={t`Dismiss`} onClick={hideAlert}>
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
