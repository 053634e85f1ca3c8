import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { HTML_SANITIZE_CONFIG, withSafeLinks } from '@/shared/html-sanitize';

let purifier: Purifier | null = null;

/**
 * Cleans operator-written HTML on write with the rules SanitizedHtml applies on render. jsdom is imported on first
 * use: it is large and only the editorial routes need it here.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!purifier) {
    const { JSDOM } = await import('jsdom');
    purifier = withSafeLinks(DOMPurify(new JSDOM('').window));
  }
  return purifier.sanitize(html, HTML_SANITIZE_CONFIG);
}
