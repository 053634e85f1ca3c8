/**
 * Every query key of the app, in one place: invalidation and cache updates match by prefix, the offline cache keeps
 * entries by prefix (app/persistence.ts) and sign-out drops a prefix, so a key written twice would drift apart.
 * Features build their query options on these; list parameters are whatever the feature sends to the API. The
 * operator console's keys are in ./moderation-keys.ts, with the code only operators load.
 */

/**
 * Root of every query key that holds one user's data (profile, votes, favourites, points, inbox …): sign-out
 * removes everything under it, and the offline cache can tell per-user entries apart.
 */
export const USER_QUERY_ROOT = 'me';

type ListParams = object;

/**
 * Deals. Every list of deals (home, categories, search, shops, gamer zone, a profile's tabs) sits under `lists()`,
 * so an optimistic vote reaches it and the offline cache keeps it.
 */
export const dealKeys = {
  all: ['deals'] as const,
  lists: () => [...dealKeys.all, 'list'] as const,
  list: (params: ListParams) => [...dealKeys.lists(), params] as const,
  /** GET /deals/commented: the deals a user commented on, a list like the others with another source. */
  commentedList: (params: ListParams) => [...dealKeys.lists(), 'commented', params] as const,
  details: () => [...dealKeys.all, 'detail'] as const,
  detail: (id: number) => [...dealKeys.details(), id] as const,
  /**
   * GET /deals/{id}/price-history. Under `all`, so the offline cache keeps it beside the deal it belongs to:
   * a deal opened once shows its chart offline too.
   */
  priceHistory: (id: number) => [...dealKeys.all, 'price-history', id] as const,
  // One user's data lives under USER_QUERY_ROOT: sign-out drops it and the offline cache keeps it apart.
  favourites: () => [USER_QUERY_ROOT, 'favourites'] as const,
  favouritesList: (params: ListParams) => [...dealKeys.favourites(), params] as const,
  favouritesStatuses: () => [USER_QUERY_ROOT, 'favourites-status'] as const,
  favouritesStatus: (ids: readonly number[]) => [...dealKeys.favouritesStatuses(), ids] as const,
  /** GET /deals/{id}/downvote-reasons: only the deal's author may read it, so it is that user's data. */
  downvoteReasons: (id: number) => [USER_QUERY_ROOT, 'downvote-reasons', id] as const,
};

/** What a member hid or muted in their lists (feed control): their own, on every device. */
export const feedKeys = {
  filters: () => [USER_QUERY_ROOT, 'feed-filters'] as const,
  hidden: () => [USER_QUERY_ROOT, 'hidden-deals'] as const,
  hiddenPage: (page: number) => [...feedKeys.hidden(), page] as const,
  follows: () => [USER_QUERY_ROOT, 'follows'] as const,
  seen: () => [USER_QUERY_ROOT, 'seen-deals'] as const,
};

/** The caller's votes on deals and comments (votes-status), one entry per entity type and asked set of ids. */
export const voteKeys = {
  all: () => [USER_QUERY_ROOT, 'votes-status'] as const,
  statuses: (type: 'deal' | 'comment') => [...voteKeys.all(), type] as const,
  status: (type: 'deal' | 'comment', ids: readonly number[]) => [...voteKeys.statuses(type), ids] as const,
};

/** Sorted and unique, so the same set of ids is one status entry whatever order a list shows them in. */
export const statusIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The status entries (votes, favourites) are keyed by the ids they asked for: only those that asked about `id` hold it. */
export function statusKeyAsksFor(queryKey: readonly unknown[], id: number): boolean {
  const ids = queryKey[queryKey.length - 1];
  return Array.isArray(ids) && ids.includes(id);
}

/** The signed-in user's own profile (with the points balance): the account, points and top bar read the same entry. */
export const accountKeys = {
  profile: () => [USER_QUERY_ROOT, 'profile'] as const,
};

/** Public profiles are anyone's and live under 'users'; their deal tabs are deal lists (`dealKeys`). */
export const userKeys = {
  all: ['users'] as const,
  profile: (id: number) => [...userKeys.all, id] as const,
};

/** Points and prizes: the caller's own under USER_QUERY_ROOT (sign-out drops them); the prize catalogue is public. */
export const pointsKeys = {
  availablePrizes: () => ['prizes', 'available'] as const,
  /** Under the catalogue, so a purchase that invalidates the catalogue refreshes this prize's stock too. */
  availablePrize: (id: number) => [...pointsKeys.availablePrizes(), id] as const,
  userPrizes: () => [USER_QUERY_ROOT, 'prizes'] as const,
  userPrizesPage: (page: number) => [...pointsKeys.userPrizes(), page] as const,
  history: () => [USER_QUERY_ROOT, 'points-history'] as const,
  historyPage: (page: number) => [...pointsKeys.history(), page] as const,
};

/** Inbox, alerts and notification settings: all of it is the caller's own. */
export const inboxKeys = {
  all: () => [USER_QUERY_ROOT, 'inbox'] as const,
  list: () => [...inboxKeys.all(), 'list'] as const,
  /** The top-bar badge asks for one item only: it needs metadata.unread_count, not the items. */
  unreadCount: () => [...inboxKeys.all(), 'unread-count'] as const,
  alerts: () => [USER_QUERY_ROOT, 'alerts'] as const,
  /** Quiet hours and the e-mail digest: the account's, on every device. */
  notificationSettings: () => [USER_QUERY_ROOT, 'notification-settings'] as const,
};

/** The app's public configuration (sign-in providers and the like). */
export const appConfigKey = ['config'] as const;

export const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
};

/** The gamer zone's own data; its deal lists are deal lists (`dealKeys`). */
export const gamerZoneKeys = {
  all: ['gamer-zone'] as const,
  lowestConsolePrices: () => [...gamerZoneKeys.all, 'lowest-console-prices'] as const,
};

export const shopKeys = {
  all: ['shops'] as const,
  details: () => [...shopKeys.all, 'detail'] as const,
  detail: (id: number) => [...shopKeys.details(), id] as const,
};

export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (params: ListParams) => [...couponKeys.lists(), params] as const,
  best: (perPage: number) => [...couponKeys.all, 'best', perPage] as const,
};

export const specialKeys = {
  all: ['specials'] as const,
  details: () => [...specialKeys.all, 'detail'] as const,
  detail: (id: number) => [...specialKeys.details(), id] as const,
};

/**
 * The key root of the offline queue's actions (votes, favourites, comments, reports). Only these are retried until
 * they land, persisted across reloads and counted before a sign-out; every other mutation (sign-in, purchases,
 * settings) runs once and reports its outcome, and its variables (a password) never reach storage.
 */
export const QUEUED_ACTION_KEY_ROOT = 'deals';

/**
 * Keys of the queued community actions. Each has its defaults registered once (the deals' and comments' register
 * functions), so a mutation restored from storage after a reload finds its function and callbacks again.
 */
export const queuedActionKeys = {
  dealVote: [QUEUED_ACTION_KEY_ROOT, 'vote'] as const,
  commentVote: [QUEUED_ACTION_KEY_ROOT, 'comment-vote'] as const,
  favourite: [QUEUED_ACTION_KEY_ROOT, 'favourite'] as const,
  commentCreate: [QUEUED_ACTION_KEY_ROOT, 'comment-create'] as const,
  commentDelete: [QUEUED_ACTION_KEY_ROOT, 'comment-delete'] as const,
  report: [QUEUED_ACTION_KEY_ROOT, 'report'] as const,
  dealSubmit: [QUEUED_ACTION_KEY_ROOT, 'deal-submit'] as const,
  hideDeal: [QUEUED_ACTION_KEY_ROOT, 'hide'] as const,
  unhideDeal: [QUEUED_ACTION_KEY_ROOT, 'unhide'] as const,
  feedMute: [QUEUED_ACTION_KEY_ROOT, 'feed-mute'] as const,
  follow: [QUEUED_ACTION_KEY_ROOT, 'follow'] as const,
  seen: [QUEUED_ACTION_KEY_ROOT, 'seen'] as const,
};

/** Actions on one deal (its votes, comments, reports) run one after another, in the order they were made. */
export const dealActionScope = (dealId: number) => ({ id: `deal-${dealId}` });

/** GET /api/search/suggestions: per typed text; not persisted, recent searches cover offline typing. */
export const searchKeys = {
  all: ['search-suggestions'] as const,
  suggestions: (q: string) => [...searchKeys.all, q] as const,
};

/** GET /api/moderation/log: the public moderation log, one entry per page. */
export const moderationLogKeys = {
  all: ['moderation-log'] as const,
  page: (page: number) => [...moderationLogKeys.all, page] as const,
};
