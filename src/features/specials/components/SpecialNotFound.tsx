import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './SpecialNotFound.module.css';

/** An unknown or malformed special id gets its own page with a way back to the deals. */
export function SpecialNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Special offer not found`);
  return (
    <div className="container">
      <section className={styles.box} aria-labelledby="special-not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="special-not-found-title" className={styles.title}>
          <Trans>Special offer not found</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>This special offer has ended or never existed. The latest deals are waiting for you on the home page.</Trans>
        </p>
        <Link to="/" className={styles.button}>
          <Trans>Back to deals</Trans>
        </Link>
      </section>
    </div>
  );
}
