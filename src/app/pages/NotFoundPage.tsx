import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './StatusPage.module.css';

/** The `*` page of §2, also the router's default for unknown paths and `notFound()` from loaders. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <div className="container">
      <section className={styles.page} aria-labelledby="not-found-title">
        <p className={styles.code}>404</p>
        <h1 id="not-found-title">
          <Trans>Page not found</Trans>
        </h1>
        <p className={styles.description}>
          <Trans>The page you are looking for does not exist or has been moved. Check the address or go back to the latest deals.</Trans>
        </p>
        <ButtonLink to="/">
          <Trans>Back to the home page</Trans>
        </ButtonLink>
      </section>
    </div>
  );
}
