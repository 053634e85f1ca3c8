import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './Console.module.css';

interface FormActionsProps {
  /** Why the last save failed, if it did; announced at once. */
  failure: string | null;
  /** The save request is on its way: the submit button waits for it. */
  pending: boolean;
  submitLabel: ReactNode;
  onCancel: () => void;
}

/** The foot of the editorial forms (banners, special pages): a save failure, then save and cancel. */
export function FormActions({ failure, pending, submitLabel, onCancel }: FormActionsProps) {
  return (
    <>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </>
  );
}
