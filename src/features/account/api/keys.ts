import { USER_QUERY_ROOT } from '@/lib/session';

/** Per-user data sits under USER_QUERY_ROOT so sign-out drops it; public profiles are anyone's and live under 'users'. */
export const accountKeys = {
  profile: () => [USER_QUERY_ROOT, 'profile'] as const,
};

export type UserDealsTab = 'added' | 'commented';

export const userKeys = {
  all: ['users'] as const,
  profile: (id: number) => [...userKeys.all, id] as const,
  deals: (id: number, tab: UserDealsTab, page: number) => [...userKeys.profile(id), 'deals', tab, page] as const,
};
