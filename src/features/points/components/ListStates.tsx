import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './RedeemPoints.module.css';

/** §8 list load failure: 'an error occurred' with a way to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p>
        <Trans>An error occurred</Trans>
      </p>
      <Button variant="secondary" size="s" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** Rows standing in for a list while it loads (the region announces it as busy). */
export function RowsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.list} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.row}>
          <div className={styles.rowMain}>
            <Skeleton width="60%" />
            <Skeleton width="30%" />
          </div>
          <Skeleton width={48} height="1.4em" />
        </div>
      ))}
    </div>
  );
}
