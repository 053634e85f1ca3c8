/**
 * Tags name what a cached answer shows, so that a write empties only the answers and pages that showed what it changed
 * (a CDN's surrogate keys, kept in process). An API answer carries its tags in the Cache-Tag header; a page rendered
 * in-process carries the tags of every answer its loaders read; a write names the tags of what it changed.
 */
export const CACHE_TAG_HEADER = 'Cache-Tag';

/** Every answer that lists deals: a new deal may belong in any of them. */
export const LISTS_TAG = 'lists';

export const dealTag = (id: number): string => `deal:${id}`;
export const userTag = (id: number): string => `user:${id}`;
export const shopTag = (id: number): string => `shop:${id}`;
/** A product's price history and the lowest prices every deal of it shows. */
export const productTag = (key: string): string => `product:${key}`;

/** A list of deals shows each of its deals, and is a list. */
export function listTags(deals: ReadonlyArray<{ id: number }>): string[] {
  return [LISTS_TAG, ...deals.map((deal) => dealTag(deal.id))];
}

/** The tags a Cache-Tag header names (space-separated, as CDNs write them). */
export function parseCacheTags(header: string | null): string[] {
  return header ? header.split(' ').filter((tag) => tag !== '') : [];
}
