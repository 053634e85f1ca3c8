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

/**
 * The operators' console: appeals, the member lookup and the audit. Under USER_QUERY_ROOT, so sign-out
 * drops them (they hold members' e-mails) and the offline cache, which keeps only its allowlist, never stores them.
 */
export const moderationPeopleKeys = {
  all: moderationKeys.all,
  appeals: () => [...moderationPeopleKeys.all(), 'appeals'] as const,
  appealsList: (params: ListParams) => [...moderationPeopleKeys.appeals(), params] as const,
  members: () => [...moderationPeopleKeys.all(), 'members'] as const,
  membersSearch: (params: ListParams) => [...moderationPeopleKeys.members(), params] as const,
  audit: () => [...moderationPeopleKeys.all(), 'audit'] as const,
  auditPage: (page: number) => [...moderationPeopleKeys.audit(), page] as const,
};

/**
 * The operator console's editorial tabs: prize requests, watched words, banned hosts, banners and special
 * pages as operators see them. Under USER_QUERY_ROOT, so sign-out drops them; never persisted (members' addresses).
 */
export const editorialKeys = {
  all: () => [USER_QUERY_ROOT, 'moderation-editorial'] as const,
  prizeRequests: () => [...editorialKeys.all(), 'prize-requests'] as const,
  prizeRequestList: (params: ListParams) => [...editorialKeys.prizeRequests(), params] as const,
  watchedWords: () => [...editorialKeys.all(), 'watched-words'] as const,
  bannedHosts: () => [...editorialKeys.all(), 'banned-hosts'] as const,
  banners: () => [...editorialKeys.all(), 'banners'] as const,
  specials: () => [...editorialKeys.all(), 'specials'] as const,
  special: (id: number) => [...editorialKeys.specials(), id] as const,
};
