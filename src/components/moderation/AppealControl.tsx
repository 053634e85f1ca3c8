import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMediumDate, isPast } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import type { AppealBody } from '@/shared/schemas/moderation-appeals';
import { Button } from '../ui/Button';
import { AppealDialog } from './AppealDialog';
import styles from './Moderation.module.css';

export interface AppealState {
  open: boolean;
  until: string;
  pending: boolean;
}

interface AppealControlProps {
  appeal: AppealState;
  entityType: AppealBody['entity_type'];
  entityId: number;
}

/** Where a decision can be appealed: the button while the window is open, the pending appeal, or that time is up. */
export function AppealControl({ appeal, entityType, entityId }: AppealControlProps) {
  const { i18n } = useLingui();
  const [dialogOpen, setDialogOpen] = useState(false);
  const until = formatMediumDate(appeal.until, i18n.locale);
  const now = useNow();
  // The dialog keeps one place in the tree whatever the state: a sent appeal turns the item to pending at once, and
  // the member must still read the dialog's confirmation (a remounted dialog would forget it and show the empty form).
  const dialog = <AppealDialog open={dialogOpen} onClose={() => setDialogOpen(false)} entityType={entityType} entityId={entityId} />;
  const waitingOrClosed = appeal.pending || !appeal.open;
  return (
    <div className={waitingOrClosed ? undefined : styles.appeal}>
      {appeal.pending ? (
        <p className={styles.appealState}>
          <Trans>Your appeal is waiting for a decision. You will get the answer in your inbox.</Trans>
        </p>
      ) : !appeal.open ? (
        <p className={styles.appealState}>
          {isPast(appeal.until, now) ? (
            <Trans>The time to appeal this decision ended on {until}.</Trans>
          ) : (
            // Within the window but not open: this decision's appeal was already decided.
            <Trans>This decision can no longer be appealed.</Trans>
          )}
        </p>
      ) : (
        <>
          <Button size="s" variant="secondary" onClick={() => setDialogOpen(true)}>
            <Trans>Appeal</Trans>
          </Button>
          <span className={styles.appealUntil}>
            <Trans>You can appeal until {until}.</Trans>
          </span>
        </>
      )}
      {dialog}
    </div>
  );
}
