import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { showAlert } from '@/lib/alerts';
import { LiftSanctionBodySchema, type MemberForOperator } from '@/shared/schemas/moderation-appeals';
import { useLiftSanction } from '../api/lift-sanction';
import { actionFailure } from '../lib/failure';
import { reasonProblem } from '../lib/reason';
import { LIFT_TEMPLATES } from '../lib/reason-templates';
import styles from './ModerationPeople.module.css';
import { ReasonField } from './ReasonField';

/** Ends a running suspension early; lifting is a decision too, so the member is told why. */
export function LiftSanctionDialog({ member, onClose }: { member: MemberForOperator | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = member?.username ?? '';
  return (
    <Modal open={member !== null} onClose={onClose} title={t`Lift the suspension of ${name}`} closeLabel={t`Close`}>
      {member ? <LiftForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function LiftForm({ member, onClose }: { member: MemberForOperator; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const lift = useLiftSanction();
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = reasonProblem(reason);
  const name = member.username;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const body = v.safeParse(LiftSanctionBodySchema, { reason });
    if (!body.success) {
      reasonRef.current?.focus();
      return;
    }
    if (lift.isPending) return;
    setFailure(null);
    lift.mutate(
      { userId: member.id, body: body.output },
      {
        onSuccess: () => {
          showAlert({ type: 'success', message: t`The suspension of ${name} is lifted.` });
          onClose();
        },
        onError: (error) => setFailure(i18n._(actionFailure(error, msg`The server refused: you are no longer a moderator.`))),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ReasonField
        label={t`Reason for the member`}
        value={reason}
        ref={reasonRef}
        onChange={setReason}
        templates={LIFT_TEMPLATES}
        error={tried && problem ? i18n._(problem) : null}
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="end-actions">
        <Button variant="secondary" onClick={onClose} disabled={lift.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={lift.isPending} aria-busy={lift.isPending}>
          <Trans>Lift the suspension</Trans>
        </Button>
      </div>
    </form>
  );
}
