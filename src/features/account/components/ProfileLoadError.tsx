import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

interface ProfileLoadErrorProps {
  className: string | undefined;
  /** The page heading, when the page shows none outside this card. */
  heading?: ReactNode;
  onRetry: () => void;
}

/** The signed-in user's profile failed to load and none is stored to show: says so and offers a retry. */
export function ProfileLoadError({ className, heading, onRetry }: ProfileLoadErrorProps) {
  return (
    <section className={className}>
      {heading}
      <p role="alert">
        <Trans>Your profile could not be loaded.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </section>
  );
}
