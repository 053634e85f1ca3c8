import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RichText as RichTextValue, Section } from '../content/types';
import { ContentBlocks, RichText } from './ContentBlocks';
import styles from './StaticPage.module.css';

export interface StaticPageProps {
  /** The h1 (the route's head names the page with the same words). */
  title: string;
  lead?: RichTextValue;
  /** Shown under the title, e.g. the date the terms took effect. */
  meta?: ReactNode;
  /** A banner above the title (the dealboxes page). */
  hero?: ReactNode;
  children: ReactNode;
}

/** The frame every static page shares: the title, an optional lead and the page's own body. */
export function StaticPage({ title, lead, meta, hero, children }: StaticPageProps) {
  return (
    <div className="container">
      <article className={styles.page} aria-labelledby="static-page-title">
        {hero}
        <div className={styles.header}>
          <h1 id="static-page-title" className={styles.title}>
            {title}
          </h1>
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          {lead ? (
            <p className={styles.lead}>
              <RichText text={lead} />
            </p>
          ) : null}
        </div>
        {children}
      </article>
    </div>
  );
}

/** Numbered sections with a table of contents, for the long documents (terms, privacy policy, rules). */
export function StaticSections({ sections, withContents = false }: { sections: readonly Section[]; withContents?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      {withContents ? (
        <nav className={styles.contents} aria-label={t`Table of contents`}>
          <h2 className={styles.contentsTitle}>
            <Trans>Contents</Trans>
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
            {section.heading}
          </h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}
