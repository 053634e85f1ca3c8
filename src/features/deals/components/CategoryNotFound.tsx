import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './DealNotFound.module.css';

/** §2: an unknown category slug is a 404 page with a way back home. */
export function CategoryNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Category not found`);
  return (
    <div className="container">
      <section className={styles.box} aria-labelledby="category-not-found-title">
        <h1 id="category-not-found-title" className={styles.title}>
          <Trans>Category not found</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>There is no such category. Browse all deals on the home page instead.</Trans>
        </p>
        <Link to="/" className={styles.button}>
          <Trans>Back to the home page</Trans>
        </Link>
      </section>
    </div>
  );
}
