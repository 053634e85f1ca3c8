import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/Skeleton';
import { SKELETON_CARDS } from '@/shared/constants';
import styles from './StatusPage.module.css';

/**
 * What a route shows while its data is on the way and the wait has passed a moment (router `pendingMs`): a heading
 * and 3 skeleton cards, as every deal list shows while loading, in the page's place, inside the usual top bar and
 * footer.
 */
export function PendingPage() {
  return (
    <div className={`container ${styles.pending}`} aria-busy="true" data-testid="route-pending">
      <span className="visually-hidden" role="status">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton width="45%" height={32} />
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <Skeleton key={i} height={160} className={styles.pendingCard} />
      ))}
    </div>
  );
}
