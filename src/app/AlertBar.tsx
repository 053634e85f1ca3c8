import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '@/components/ui/Icon';
import { hideAlert, useAlert } from '@/lib/alerts';
import styles from './AlertBar.module.css';

/**
 * The transient alert bar. The live region is always in the DOM: screen readers only announce changes
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
            <CloseIcon size={16} strokeWidth={2.4} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
