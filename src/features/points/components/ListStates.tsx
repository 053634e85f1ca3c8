import { Skeleton } from '@/components/ui/Skeleton';
import styles from './RedeemPoints.module.css';

/** Rows standing in for a list while it loads. */
export function RowsSkeleton() {
  return [0, 1, 2].map((key) => (
    <div key={key} className={styles.row}>
      <div className={styles.rowMain}>
        <Skeleton width="60%" />
        <Skeleton width="30%" />
      </div>
      <Skeleton width={48} height="1.4em" />
    </div>
  ));
}
