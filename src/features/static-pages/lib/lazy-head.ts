import { lazyHead } from '@/lib/page-head';
import type { StaticPageId } from './heads';

/**
 * A static page route's `head`, loaded with the page's own code: the heads module (every static page's title and
 * description, in both languages) is imported by the pages too, so it never weighs on another page's first visit.
 */
export const staticPageHead = (page: StaticPageId) => lazyHead(async () => (await import('./heads')).staticPageHead(page));
