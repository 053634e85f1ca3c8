import type { ReactNode } from 'react';
import styles from './NotFoundScreen.module.css';

export interface NotFoundScreenProps {
  /** Id of the heading; the section is labelled by it, so it must be unique on the page. */
  titleId: string;
  heading: ReactNode;
  description: ReactNode;
  /** Status code shown above the heading; decorative, the heading already says what happened. */
  code?: string;
  /** The ways back (links), laid out in a centred row. */
  children: ReactNode;
}

/** The shared layout of the not-found pages: the callers keep their own texts and links. */
export function NotFoundScreen({ titleId, heading, description, code, children }: NotFoundScreenProps) {
  return (
    <div className="container">
      <section className={styles.box} aria-labelledby={titleId}>
        {code && (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        )}
        <h1 id={titleId} className={styles.title}>
          {heading}
        </h1>
        <p className={styles.text}>{description}</p>
        <div className={styles.actions}>{children}</div>
      </section>
    </div>
  );
}
