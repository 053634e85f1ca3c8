import { Trans } from '@lingui/react/macro';
import styles from './SellerDisclaimer.module.css';

/** Under every offer page: we publish offers, the shop sells, so its page has the last word on price and stock. */
export function SellerDisclaimer() {
  return (
    <p className={styles.note}>
      <Trans>Prices and availability may change. We are not the seller; check the details in the shop before buying.</Trans>
    </p>
  );
}
