import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { useMemo } from 'react';
import { HTML_SANITIZE_CONFIG, withSafeLinks } from '@/shared/html-sanitize';

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

let purifier: Purifier | null = null;

/**
 * The server renders pages without a browser's DOM: it hands in a DOM window (jsdom) once, so user HTML is cleaned
 * there by the same DOMPurify rules and comes out exactly as the browser will clean it when it hydrates.
 */
export function setSanitizingWindow(window: WindowLike): void {
  purifier = withSafeLinks(DOMPurify(window));
}

function sanitize(html: string): string {
  purifier ??= withSafeLinks(DOMPurify);
  return purifier.sanitize(html, HTML_SANITIZE_CONFIG);
}

/**
 * The one place user HTML reaches the DOM. The server already sanitizes on write; this second pass
 * protects against anything stored before that or cached by an older client, and strips styles and forms.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
