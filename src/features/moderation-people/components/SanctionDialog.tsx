import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { showAlert } from '@/lib/alerts';
import { PUBLICATION_RULES } from '@/shared/schemas/moderation';
import { SANCTION_DAYS_MAX, SanctionBodySchema, type MemberForOperator } from '@/shared/schemas/moderation-appeals';
import { useSuspendMember } from '../api/suspend-member';
import { actionFailure } from '../lib/failure';
import { PUBLICATION_RULE_NAMES } from '@/domain/moderation-text';
import { reasonProblem } from '../lib/reason';
import { SUSPENSION_DAY_PRESETS, SUSPENSION_TEMPLATES } from '../lib/reason-templates';
import styles from './ModerationPeople.module.css';
import { ReasonField } from './ReasonField';

/** Suspends a member for a number of days, with the reason (and the rule) they read in their inbox. */
export function SanctionDialog({ member, onClose }: { member: MemberForOperator | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = member?.username ?? '';
  return (
    <Modal open={member !== null} onClose={onClose} title={t`Suspend ${name}`} closeLabel={t`Close`}>
      {member ? <SanctionForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

type DaysChoice = (typeof SUSPENSION_DAY_PRESETS)[number] | 'custom';

/** Whole days from 1 to SANCTION_DAYS_MAX, as the contract takes them; null otherwise. */
function parseDays(choice: DaysChoice, custom: string): number | null {
  if (choice !== 'custom') return choice;
  const text = custom.trim();
  const days = Number(text);
  return text !== '' && v.is(SanctionBodySchema.entries.days, days) ? days : null;
}

function SanctionForm({ member, onClose }: { member: MemberForOperator; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const suspend = useSuspendMember();
  const [choice, setChoice] = useState<DaysChoice>(7);
  const [custom, setCustom] = useState('');
  const daysRef = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [rule, setRule] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const days = parseDays(choice, custom);
  const problem = reasonProblem(reason);
  const name = member.username;
  const daysError = tried && days === null ? t`Enter a whole number of days from 1 to ${SANCTION_DAYS_MAX}` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const body = v.safeParse(SanctionBodySchema, { user_id: member.id, days, reason, rule: rule === '' ? null : rule });
    if (!body.success) {
      if (days === null) daysRef.current?.focus();
      else reasonRef.current?.focus();
      return;
    }
    if (suspend.isPending) return;
    setFailure(null);
    suspend.mutate(body.output, {
      onSuccess: () => {
        const length = body.output.days;
        showAlert({ type: 'success', message: t`${name} is suspended for ${plural(length, { one: '# day', other: '# days' })}.` });
        onClose();
      },
      onError: (error) =>
        setFailure(
          i18n._(
            actionFailure(
              error,
              msg`The server refused: this account cannot be suspended (operators cannot be), or you are no longer a moderator.`,
            ),
          ),
        ),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>
          <Trans>How long</Trans>
        </legend>
        <div className={styles.presets}>
          {SUSPENSION_DAY_PRESETS.map((preset) => (
            <label key={preset} className={styles.preset}>
              <input type="radio" name={`${formId}-days`} checked={choice === preset} onChange={() => setChoice(preset)} />
              <span>{t`${plural(preset, { one: '# day', other: '# days' })}`}</span>
            </label>
          ))}
          <label className={styles.preset}>
            <input type="radio" name={`${formId}-days`} checked={choice === 'custom'} onChange={() => setChoice('custom')} />
            <span>
              <Trans context="suspension length">Other</Trans>
            </span>
          </label>
        </div>
        {choice === 'custom' ? (
          <div className="form-field">
            <label htmlFor={`${formId}-custom`} className="field-label">
              <Trans>Number of days (1–{SANCTION_DAYS_MAX})</Trans>
            </label>
            <input
              ref={daysRef}
              id={`${formId}-custom`}
              className={styles.daysInput}
              type="number"
              inputMode="numeric"
              min={1}
              max={SANCTION_DAYS_MAX}
              step={1}
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              aria-invalid={daysError !== null}
              aria-describedby={daysError ? `${formId}-days-error` : undefined}
            />
          </div>
        ) : null}
        {daysError ? (
          <p id={`${formId}-days-error`} className="field-error">
            {daysError}
          </p>
        ) : null}
      </fieldset>

      <div className="form-field">
        <label htmlFor={`${formId}-rule`} className="field-label">
          <Trans>Publication rule broken (optional)</Trans>
        </label>
        <select id={`${formId}-rule`} className={styles.select} value={rule} onChange={(event) => setRule(event.target.value)}>
          <option value="">{t`No specific rule`}</option>
          {PUBLICATION_RULES.map((id) => (
            <option key={id} value={id}>
              {i18n._(PUBLICATION_RULE_NAMES[id])}
            </option>
          ))}
        </select>
      </div>

      <ReasonField
        label={t`Reason for the member`}
        hint={t`${name} reads it in their inbox, with how to appeal. While suspended they can read, sign in and appeal, but not post, comment or vote.`}
        value={reason}
        ref={reasonRef}
        onChange={setReason}
        templates={SUSPENSION_TEMPLATES}
        error={tried && problem ? i18n._(problem) : null}
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="end-actions">
        <Button variant="secondary" onClick={onClose} disabled={suspend.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={suspend.isPending} aria-busy={suspend.isPending}>
          <Trans>Suspend</Trans>
        </Button>
      </div>
    </form>
  );
}
