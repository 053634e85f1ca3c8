import { lazyHead } from '@/lib/page-head';
import type { PrivatePageId } from './private-titles';

/** A private page route's `head`, with every private page's title loaded on the first such page, not on every first visit. */
export const privatePageHead = (page: PrivatePageId) => lazyHead(async () => (await import('./private-titles')).privateTitleHead(page));
