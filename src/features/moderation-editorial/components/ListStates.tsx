import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './Console.module.css';

/** Cards of grey bars while a list loads, so the page does not jump when it arrives. */
export function CardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton width="40%" height="1.2em" />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </div>
      ))}
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={`empty-state ${styles.stateBox}`} role="alert">
      <p>
        <Trans>The list could not be loaded. Check your connection and try again.</Trans>
      </p>
      <Button variant="secondary" size="s" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <div className="empty-state">
      <p>{children}</p>
    </div>
  );
}
