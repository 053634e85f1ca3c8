import { USER_QUERY_ROOT } from '@/lib/session';

/** Every inbox and alerts query key comes from here; all of it is the caller's own, so it sits under USER_QUERY_ROOT. */
export const inboxKeys = {
  all: () => [USER_QUERY_ROOT, 'inbox'] as const,
  list: () => [...inboxKeys.all(), 'list'] as const,
  /** The top-bar badge asks for one item only: it needs metadata.unread_count, not the items. */
  unreadCount: () => [...inboxKeys.all(), 'unread-count'] as const,
  alerts: () => [USER_QUERY_ROOT, 'alerts'] as const,
};
