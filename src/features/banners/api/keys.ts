/** Every banners query key comes from here so invalidation by prefix always matches. */
export const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
};
