/** Every special-offer query key comes from here, so invalidation by prefix always matches. */
export const specialKeys = {
  all: ['specials'] as const,
  details: () => [...specialKeys.all, 'detail'] as const,
  detail: (id: number) => [...specialKeys.details(), id] as const,
};
