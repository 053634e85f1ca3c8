import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/http';
import { useAppeal } from '@/domain/moderation-appeal';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, type AppealBody } from '@/shared/schemas/moderation-appeals';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import fields from '../ui/CommunityForms.module.css';
import styles from './Moderation.module.css';

export interface AppealDialogProps {
  open: boolean;
  onClose: () => void;
  entityType: AppealBody['entity_type'];
  entityId: number;
}

/**
 * The member's complaint against a decision (DSA Art. 20): their text within AppealBodySchema's limits, sent once;
 * the answer (sent, already appealed, too late) is said in the dialog. The text stays when sending fails.
 */
export function AppealDialog({ open, onClose, entityType, entityId }: AppealDialogProps) {
  const { t, i18n } = useLingui();
  const appeal = useAppeal();
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const close = () => {
    onClose();
    // A sent appeal starts afresh next time; an unsent text is kept for the next opening.
    if (appeal.isSuccess) {
      appeal.reset();
      setText('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < APPEAL_TEXT_MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    appeal.mutate({ entity_type: entityType, entity_id: entityId, text: trimmed });
  };
  const minimum = APPEAL_TEXT_MIN;
  const error = tooShort
    ? t`Write at least ${minimum} characters: what should the moderator know?`
    : appeal.isError
      ? i18n._(appealFailure(appeal.error))
      : null;

  return (
    <Modal open={open} onClose={close} title={t`Appeal the decision`} closeLabel={t`Close`}>
      {appeal.isSuccess ? (
        <div className={styles.dialogBody}>
          <p role="status" className={styles.sent}>
            <Trans>Appeal sent. Another moderator will decide; you will get the answer in your inbox.</Trans>
          </p>
          <div className={styles.dialogActions}>
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.dialogBody} onSubmit={submit} noValidate>
          <p className={styles.dialogLead}>
            <Trans>
              Tell us why the decision is wrong. A moderator other than the one who decided will read it and answer in your inbox.
            </Trans>
          </p>
          <div className={fields.field}>
            <label htmlFor={id} className={fields.label}>
              <Trans>Your appeal</Trans>
            </label>
            <textarea
              id={id}
              className={fields.textarea}
              rows={5}
              value={text}
              maxLength={APPEAL_TEXT_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
              onChange={(event) => setText(event.target.value)}
            />
            <div className={fields.hint}>
              {error ? (
                <p id={errorId} className={fields.error} role="alert">
                  {error}
                </p>
              ) : null}
              <span id={counterId} className={fields.counter}>
                {text.length}/{APPEAL_TEXT_MAX}
              </span>
            </div>
          </div>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={appeal.isPending}>
              {appeal.isPending ? <Trans>Sending…</Trans> : <Trans>Send appeal</Trans>}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The server's answer in words: the decision was appealed already (409), the window closed (422), or anything else. */
function appealFailure(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.status === 409)
    return msg`You have already appealed this decision. Wait for the answer in your inbox.`;
  if (error instanceof ApiError && error.status === 422) return msg`The time to appeal this decision has passed.`;
  if (error instanceof ApiError && error.status === 404) return msg`There is no decision to appeal here any more.`;
  if (error instanceof ApiError && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'))
    return msg`The appeal could not be sent: check your connection and try again.`;
  return msg`The appeal could not be sent. Try again in a moment.`;
}
