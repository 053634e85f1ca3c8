import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import type { Currency } from '@/shared/constants';
import { discountClaim } from '@/shared/price-truth';
import styles from './Price.module.css';

interface PriceProps {
  newPrice: number | null;
  oldPrice: number | null;
  currency: Currency;
  /** The advertised discount (old price against new). */
  discount: number | null;
  /** The discount against the shop's 30-day lowest price: the only one a badge ever shows. */
  realDiscount: number | null | undefined;
  size?: 'm' | 'l';
}

/**
 * New price (or the 'free' label for 0), the struck-through old price and the discount as `discountClaim` rules: a
 * badge for the discount against the 30-day low, the advertised one only as a labelled side note.
 */
export function Price({ newPrice, oldPrice, currency, discount, realDiscount, size = 'm' }: PriceProps) {
  const { headline, level, advertised, noRealReduction } = discountClaim(discount, realDiscount);
  return (
    <div className={`${styles.prices} ${size === 'l' ? styles.large : ''}`}>
      {newPrice !== null && (
        <span className={styles.newPrice} data-testid="new-price">
          {newPrice === 0 ? <Trans>Free</Trans> : formatMoney(newPrice, currency)}
        </span>
      )}
      {oldPrice !== null && oldPrice > 0 && oldPrice !== newPrice && (
        <s className={styles.oldPrice} data-testid="old-price">
          {formatMoney(oldPrice, currency)}
        </s>
      )}
      {headline !== null && (
        <>
          <span className={styles.badge} data-level={level} data-testid="discount-badge">
            -{headline}%
          </span>
          <span className={styles.basis}>
            <Trans>against the lowest price of 30 days</Trans>
          </span>
        </>
      )}
      {noRealReduction && (
        <span className={styles.basis} data-testid="no-real-discount">
          <Trans>no reduction against the lowest price of 30 days</Trans>
        </span>
      )}
      {advertised !== null && (
        <span className={styles.advertised} data-testid="advertised-discount">
          <Trans>advertised: -{advertised}%</Trans>
        </span>
      )}
    </div>
  );
}
