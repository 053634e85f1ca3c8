import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import type { Currency } from '@/shared/constants';
import { cardDiscount, discountLevel } from '../lib/deal-state';
import styles from './Price.module.css';

interface PriceProps {
  newPrice: number | null;
  oldPrice: number | null;
  currency: Currency;
  /** The advertised discount (old price against new). */
  discount: number | null;
  /**
   * The discount against the shop's 30-day lowest price (issue 17). Given (cards), the badge shows it in place of the
   * advertised one when they differ, and says so; the deal page leaves it out and explains both under the price.
   */
  realDiscount?: number | null;
  size?: 'm' | 'l';
}

/** New price (or the 'free' label for 0, §4), the struck-through old price and the discount badge. */
export function Price({ newPrice, oldPrice, currency, discount, realDiscount, size = 'm' }: PriceProps) {
  const shown = cardDiscount(discount, realDiscount);
  const value = shown && shown.basis !== 'none-real' ? shown.value : null;
  const level = discountLevel(value);
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
        <span className={styles.badge} data-level={level} data-basis={shown?.basis} data-testid="discount-badge">
          -{value}%
        </span>
      )}
      {shown?.basis === 'real' && (
        <span className={styles.basis}>
          <Trans>against the lowest price of 30 days</Trans>
        </span>
      )}
      {shown?.basis === 'none-real' && (
        <span className={styles.basis} data-testid="no-real-discount">
          <Trans>no reduction against the lowest price of 30 days</Trans>
        </span>
      )}
    </div>
  );
}
