import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/Icon';
import { formatRelativeTime } from '@/lib/format';
import { useIsOnline } from '@/lib/connectivity';
import { useNow } from '@/lib/use-now';
import styles from './OfflineBanner.module.css';

/**
 * When the oldest data on screen was fetched: the queries with a mounted observer are the ones shown. 0 when
 * nothing shown holds data (then no age is given).
 */
export function shownDataUpdatedAt(queryCache: QueryCache): number {
  let oldest = 0;
  for (const query of queryCache.getAll()) {
    const updatedAt = query.state.dataUpdatedAt;
    if (query.getObserversCount() === 0 || query.state.data === undefined || updatedAt === 0) continue;
    if (oldest === 0 || updatedAt < oldest) oldest = updatedAt;
  }
  return oldest;
}

/**
 * Offline, a bar says so and how old the shown data is ('saved 2 h ago'). Fixed to the bottom edge so it never
 * moves the page; the status region is always mounted so screen readers announce it appearing.
 */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div className={styles.region} role="status" data-testid="offline-banner">
      {!online && <OfflineNotice />}
    </div>
  );
}

/** Mounted only while offline: online, nothing watches the query cache or ticks a clock for a bar nobody sees. */
function OfflineNotice() {
  const { t, i18n } = useLingui();
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => queryCache.subscribe(onChange), [queryCache]);
  const updatedAt = useSyncExternalStore(subscribe, () => shownDataUpdatedAt(queryCache));
  const now = useNow().getTime();

  const age = updatedAt > 0 ? formatRelativeTime(new Date(updatedAt).toISOString(), new Date(Math.max(now, updatedAt)), i18n) : null;
  return (
    <p className={styles.banner}>
      <Icon viewBox="0 0 16 16" className={styles.icon} strokeWidth={1.6}>
        <path d="M2 2l12 12M5.2 8.6a4 4 0 0 1 2.2-1M3 6.2A7 7 0 0 1 6 4.4M13 6.2a7 7 0 0 0-3.6-1.9M8 12.5h.01" />
      </Icon>
      <span>{age ? t`You are offline · saved ${age}` : t`You are offline`}</span>
    </p>
  );
}
