import type { ReactNode } from 'react';
import styles from './AuthForm.module.css';

/** The centred card every authentication step sits in; its title is the page's h1 and the document title. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}
