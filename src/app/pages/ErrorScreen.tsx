import { Trans } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/components/ui/Button';
import styles from './StatusPage.module.css';

export interface ErrorScreenProps {
  onRetry: () => void;
}

/** Generic error screen: code 500, 'unexpected error', a description and 'try again'. */
export function ErrorScreen({ onRetry }: ErrorScreenProps) {
  return (
    <div className="container">
      <section className={styles.page} aria-labelledby="error-title">
        <p className={styles.code}>500</p>
        <h1 id="error-title">
          <Trans>Unexpected error</Trans>
        </h1>
        <p className={styles.description}>
          <Trans>Something went wrong on our side while loading this part of the page. Please try again in a moment.</Trans>
        </p>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    </div>
  );
}

/**
 * Router error component: 'try again' clears failed queries (so they fetch again instead of rethrowing the
 * cached error), resets the route's error boundary and re-runs the loaders of the failed area only.
 */
export function RouteErrorScreen({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const retry = () => {
    queryErrorResetBoundary.reset();
    reset();
    void router.invalidate();
  };
  return <ErrorScreen onRetry={retry} />;
}
