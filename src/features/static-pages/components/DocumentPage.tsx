import type { ReactNode } from 'react';
import type { Localized, StaticDocument } from '../content/types';
import { useLocalizedContent } from '../lib/use-localized-content';
import { StaticPage, StaticSections } from './StaticPage';

export interface DocumentPageProps {
  title: string;
  content: Localized<StaticDocument>;
  /** A table of contents above the sections, for the long legal documents. */
  withContents?: boolean;
  meta?: ReactNode;
}

/** A static page made of one localized document: its lead and its sections. */
export function DocumentPage({ title, content, withContents, meta }: DocumentPageProps) {
  const doc = useLocalizedContent(content);
  return (
    <StaticPage title={title} lead={doc.lead} meta={meta}>
      <StaticSections sections={doc.sections} withContents={withContents} />
    </StaticPage>
  );
}
