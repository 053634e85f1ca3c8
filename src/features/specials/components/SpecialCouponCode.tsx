import { Trans, useLingui } from '@lingui/react/macro';
import { showAlert } from '@/lib/alerts';
import styles from './SpecialPage.module.css';

/** The special's copyable code (§2): success shows the 'coupon code copied' alert; a failed copy is only logged. */
export function SpecialCouponCode({ code }: { code: string }) {
  const { t } = useLingui();
  const copy = () => {
    navigator.clipboard
      .writeText(code)
      .then(() => showAlert({ type: 'success', message: t`Coupon code copied` }))
      .catch((error: unknown) => console.warn('Copying the coupon code failed', error));
  };
  return (
    <div className={styles.coupon}>
      <span className={styles.couponLabel}>
        <Trans>Coupon code</Trans>
      </span>
      <div className={styles.couponRow}>
        <code className={styles.code}>{code}</code>
        <button type="button" className={styles.copy} onClick={copy}>
          <Trans>Copy code</Trans>
        </button>
      </div>
    </div>
  );
}
