import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { showAlert } from '@/lib/alerts';
import styles from './CopyCode.module.css';

/** Copies a coupon code: success shows the 'coupon code copied' alert; a refused copy is only logged. */
export function useCopyCode(): (code: string) => void {
  const { t } = useLingui();
  return (code) => {
    navigator.clipboard
      .writeText(code)
      .then(() => showAlert({ type: 'success', message: t`Coupon code copied` }))
      .catch((error: unknown) => console.warn('Copying the coupon code failed', error));
  };
}

export interface CopyCodeProps {
  code: string;
  /** `m` inside a coupon card, `l` on a deal or special page. */
  size?: 'm' | 'l';
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A coupon code in its dashed box with the button that copies it: one look on deals, specials and coupons. */
export function CopyCode({ code, size = 'l', className, buttonRef }: CopyCodeProps) {
  const copy = useCopyCode();
  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')} data-size={size}>
      <code className={styles.code}>{code}</code>
      <button ref={buttonRef} type="button" className={styles.copy} onClick={() => copy(code)}>
        <Trans>Copy code</Trans>
      </button>
    </div>
  );
}
