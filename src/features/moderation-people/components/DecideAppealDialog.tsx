import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/http';
import { moderationPeopleKeys } from '@/domain/moderation-keys';
import { AppealDecisionBodySchema, type AppealForOperator } from '@/shared/schemas/moderation-appeals';
import { useDecideAppeal } from '../api/decide-appeal';
import { actionFailure } from '../lib/failure';
import { reasonProblem } from '../lib/reason';
import { APPEAL_GRANT_TEMPLATES, APPEAL_REJECT_TEMPLATES } from '../lib/reason-templates';
import styles from './ModerationPeople.module.css';
import { ReasonField } from './ReasonField';

export type AppealOutcome = 'granted' | 'rejected';

interface DecideAppealDialogProps {
  /** The appeal being decided; null keeps the dialog closed. */
  appeal: AppealForOperator | null;
  outcome: AppealOutcome;
  onClose: () => void;
}

/** Grants or rejects one appeal with the reason its member reads in their inbox. */
export function DecideAppealDialog({ appeal, outcome, onClose }: DecideAppealDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={appeal !== null}
      onClose={onClose}
      title={outcome === 'granted' ? t`Grant the appeal` : t`Reject the appeal`}
      closeLabel={t`Close`}
    >
      {appeal ? <DecideAppealForm key={`${appeal.id}-${outcome}`} appeal={appeal} outcome={outcome} onClose={onClose} /> : null}
    </Modal>
  );
}

function DecideAppealForm({ appeal, outcome, onClose }: { appeal: AppealForOperator; outcome: AppealOutcome; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const decide = useDecideAppeal();
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = reasonProblem(reason);
  const member = appeal.author.username;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const body = v.safeParse(AppealDecisionBodySchema, { outcome, reason });
    if (!body.success) {
      reasonRef.current?.focus();
      return;
    }
    if (decide.isPending) return;
    setFailure(null);
    decide.mutate(
      { id: appeal.id, body: body.output },
      {
        onSuccess: () => {
          showAlert({
            type: 'success',
            message:
              outcome === 'granted' ? t`Appeal granted. ${member} has been told why.` : t`Appeal rejected. ${member} has been told why.`,
          });
          onClose();
        },
        onError: (error) => {
          // Decided by someone else meanwhile: the list shows how.
          if (error instanceof ApiError && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: moderationPeopleKeys.appeals() });
          setFailure(
            i18n._(
              actionFailure(
                error,
                msg`The server refused: you cannot decide this appeal. Either it is against your own decision, or your account is no longer a moderator.`,
              ),
            ),
          );
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        {outcome === 'granted' ? (
          <Trans>Granting restores the content or lifts the suspension. {member} reads your reason in their inbox.</Trans>
        ) : (
          <Trans>Rejecting keeps the decision in place. {member} reads your reason in their inbox.</Trans>
        )}
      </p>
      <ReasonField
        label={t`Reason for the member`}
        value={reason}
        ref={reasonRef}
        onChange={setReason}
        templates={outcome === 'granted' ? APPEAL_GRANT_TEMPLATES : APPEAL_REJECT_TEMPLATES}
        error={tried && problem ? i18n._(problem) : null}
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="end-actions">
        <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={decide.isPending} aria-busy={decide.isPending}>
          {outcome === 'granted' ? <Trans>Grant the appeal</Trans> : <Trans>Reject the appeal</Trans>}
        </Button>
      </div>
    </form>
  );
}
