import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './ShopNotFound.module.css';

/** An unknown or malformed shop id gets its own page (§2 names a shop not-found header) with ways back. */
export function ShopNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Shop not found`);
  return (
    <div className="container">
      <section className={styles.box} aria-labelledby="shop-not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="shop-not-found-title" className={styles.title}>
          <Trans>Shop not found</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>We do not know this shop. Browse the coupons of other shops or go back to the latest deals.</Trans>
        </p>
        <div className={styles.links}>
          <Link to="/" className={styles.button}>
            <Trans>Back to deals</Trans>
          </Link>
          <Link to="/coupons" className={styles.secondary}>
            <Trans>All coupons</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
