import { USER_QUERY_ROOT } from './query-keys';

type ListParams = object;

/**
 * Query keys of the operator console. Under USER_QUERY_ROOT: reports name members and belong to the
 * operator who is signed in, so sign-out drops them and the offline cache never keeps them (not allowlisted).
 */
export const moderationKeys = {
  all: () => [USER_QUERY_ROOT, 'moderation'] as const,
  reports: () => [...moderationKeys.all(), 'reports'] as const,
  reportsPage: (params: ListParams) => [...moderationKeys.reports(), params] as const,
  held: () => [...moderationKeys.all(), 'held'] as const,
  heldPage: (params: ListParams) => [...moderationKeys.held(), params] as const,
};
