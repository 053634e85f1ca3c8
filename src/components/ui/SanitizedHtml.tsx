import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/** Links in user HTML leave the app in a new tab without handing it the opener. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer ugc');
  }
});

/**
 * The one place user HTML reaches the DOM (DESIGN.md §3). The server already sanitizes on write; this second pass
 * protects against anything stored before that or cached by an older client, and strips styles and forms.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
