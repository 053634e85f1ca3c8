import { Trans } from '@lingui/react/macro';
import styles from './GamerZone.module.css';

/** A console without a bundle subtree (mobile consoles are phones, sold on their own) has an empty bundles tab. */
export function NoBundles() {
  return (
    <p className={styles.empty}>
      <Trans>No bundle packages for this console. Have a look at the consoles tab.</Trans>
    </p>
  );
}
