import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './SpecialPage.module.css';

/** Shown while a special loads: the hero keeps the desktop image's 4:1 box, so nothing moves when it arrives. */
export function SpecialPageSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        <Trans>Loading the special offer…</Trans>
      </span>
      <Skeleton className={styles.heroSkeleton} height="auto" />
      <div className={styles.card} aria-hidden="true">
        <Skeleton width="70%" height="1.6em" />
        <Skeleton height="3.2em" />
        <Skeleton width="50%" height="44px" />
      </div>
    </div>
  );
}
