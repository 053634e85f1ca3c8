import { useEffect } from 'react';

export const BRAND_NAME = 'Okazje';

/** "<page> · Okazje"; without a page title the brand alone, as on the home page. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${BRAND_NAME}` : BRAND_NAME;
}

export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
