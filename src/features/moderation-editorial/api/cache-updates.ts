import type { QueryClient } from '@tanstack/react-query';
import { bannerKeys, specialKeys } from '@/domain/query-keys';
import { editorialKeys } from '@/domain/moderation-keys';

/** Any banner change also changes what visitors see in the slots, so the public banner list refetches too. */
export const refreshBanners = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: editorialKeys.banners() }),
    queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  ]);

/** The public page changes with its editor, so its cached copy refetches too. */
export const refreshSpecials = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: editorialKeys.specials() }),
    queryClient.invalidateQueries({ queryKey: specialKeys.all }),
  ]);
