import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import type { ConsolePrice } from '@/shared/schemas/gamer-zone';
import styles from './ConsoleCards.module.css';

/**
 * 'from <price>' for the lowest active offer, or 'No offers now' when there is none (any console's price may be null).
 */
export function LowestPrice({ price }: { price: ConsolePrice | null }) {
  if (!price) {
    return (
      <span className={styles.noOffers}>
        <Trans>No offers now</Trans>
      </span>
    );
  }
  const amount = formatMoney(price.amount, price.currency);
  return (
    <Trans>
      from <strong className={styles.amount}>{amount}</strong>
    </Trans>
  );
}
