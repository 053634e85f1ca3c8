import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './DealNotFound.module.css';

/** §2: a missing deal (404) gets its own page with a way back to the deals. */
export function DealNotFound() {
  return (
    <div className="container">
      <section className={styles.box} aria-labelledby="deal-not-found-title">
        <h1 id="deal-not-found-title" className={styles.title}>
          <Trans>Deal not found</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>This deal does not exist or has been removed. Plenty of other deals are waiting for you.</Trans>
        </p>
        <Link to="/" className={styles.button}>
          <Trans>Back to deals</Trans>
        </Link>
      </section>
    </div>
  );
}
