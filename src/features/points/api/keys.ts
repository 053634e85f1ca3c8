import { USER_QUERY_ROOT } from '@/lib/session';

/**
 * Every points query key comes from here, so the §4 cache refresh after a purchase invalidates by prefix.
 * The caller's own data sits under USER_QUERY_ROOT (sign-out drops it); the prize catalogue is public.
 */
export const pointsKeys = {
  /**
   * The current user's profile, owned by the account feature (features do not import each other): the same key,
   * so buying a prize or claiming the daily bonus refreshes the balance the account page shows.
   */
  profile: () => [USER_QUERY_ROOT, 'profile'] as const,
  availablePrizes: () => ['prizes', 'available'] as const,
  userPrizes: () => [USER_QUERY_ROOT, 'prizes'] as const,
  userPrizesPage: (page: number) => [...pointsKeys.userPrizes(), page] as const,
  history: () => [USER_QUERY_ROOT, 'points-history'] as const,
  historyPage: (page: number) => [...pointsKeys.history(), page] as const,
};
