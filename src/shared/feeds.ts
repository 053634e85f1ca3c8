/**
 * The Atom feeds' addresses (served by src/server/routes/feeds.ts), written here once for the server and for the pages
 * that link to them with `<link rel="alternate">`.
 */
export const feedPaths = {
  home: (tab: 'best' | 'hot' | 'new') => `/feeds/${tab}.atom`,
  category: (slug: string) => `/feeds/categories/${encodeURIComponent(slug)}.atom`,
  shop: (id: number) => `/feeds/shops/${id}.atom`,
  user: (id: number) => `/feeds/users/${id}.atom`,
  search: (query: string) => `/feeds/search.atom?query=${encodeURIComponent(query)}`,
};
