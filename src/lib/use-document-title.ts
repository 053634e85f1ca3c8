import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

export const BRAND_NAME = 'Okazje';

/** "<page> · Okazje"; without a page title the brand alone, as on the home page. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${BRAND_NAME}` : BRAND_NAME;
}

/** Writes `<meta name="description">`, creating it when index.html's copy is missing (tests, a stripped shell). */
export function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

export interface DocumentMeta {
  title?: string;
  /** One or two sentences for search results and link previews; the site's own description when left out. */
  description?: string;
}

/**
 * The route's document title and meta description. Every page sets both, so a route without its own description
 * shows the site's description instead of the one the previous page left behind.
 */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  const { t } = useLingui();
  const content =
    description ?? t`The community of deal hunters: the best promotions, coupons and discount codes in Poland, shared and rated by you.`;
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
  useEffect(() => {
    setMetaDescription(content);
  }, [content]);
}

/** The title alone (the description falls back to the site's); kept for screens that have no description of their own yet. */
export function useDocumentTitle(pageTitle?: string): void {
  useDocumentMeta({ title: pageTitle });
}
