import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import type { Currency } from '@/shared/constants';
import { discountLevel } from '../lib/deal-state';
import styles from './Price.module.css';

interface PriceProps {
  newPrice: number | null;
  oldPrice: number | null;
  currency: Currency;
  discount: number | null;
  size?: 'm' | 'l';
}

/** New price (or the 'free' label for 0, §4), the struck-through old price and the discount badge. */
export function Price({ newPrice, oldPrice, currency, discount, size = 'm' }: PriceProps) {
  const level = discountLevel(discount);
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
      {level && (
        <span className={styles.badge} data-level={level} data-testid="discount-badge">
          -{discount}%
        </span>
      )}
    </div>
  );
}
