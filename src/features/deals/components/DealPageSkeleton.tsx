import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/Skeleton';
import galleryStyles from './DealGallery.module.css';
import styles from './DealPage.module.css';

/** Shown while a deal loads: the gallery keeps its 4:3 box and the summary its rows, so nothing jumps when it arrives. */
export function DealPageSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true" data-testid="deal-pending">
      <span className="visually-hidden" role="status">
        <Trans>Loading the deal…</Trans>
      </span>
      <div className={styles.top} aria-hidden="true">
        <Skeleton className={galleryStyles.empty} height="auto" />
        <div className={styles.summary}>
          <Skeleton width="40%" height="1em" />
          <Skeleton width="90%" height="1.8em" />
          <Skeleton width="60%" height="1.8em" />
          <Skeleton width="35%" height="2.2em" />
          <Skeleton height="48px" />
          <Skeleton width="50%" height="40px" />
        </div>
      </div>
      <div className={styles.section} aria-hidden="true">
        <Skeleton width="30%" height="1.4em" />
        <Skeleton height="4.5em" />
      </div>
    </div>
  );
}
