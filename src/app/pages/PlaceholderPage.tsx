import { Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './StatusPage.module.css';

/** One shared stand-in for §2 routes whose screens later issues build. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="container">
      <section className={styles.placeholder}>
        <h1>{title}</h1>
        <p>
          <Trans>This page is coming soon.</Trans>
        </p>
      </section>
    </div>
  );
}
