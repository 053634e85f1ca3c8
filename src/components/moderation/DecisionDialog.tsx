import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { decisionErrorMessage, useModerationDecision } from '@/domain/moderation-decision';
import {
  ACTIONS_NEEDING_REASON,
  DECISION_REASON_MAX,
  PUBLICATION_RULES,
  type Decision,
  type DecisionAction,
  type ModeratedEntityType,
  type PublicationRule,
} from '@/shared/schemas/moderation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { PUBLICATION_RULE_NAMES } from '@/domain/moderation-text';
import { templatesFor, type ReasonedAction } from './publication-rules';
import styles from './DecisionDialog.module.css';

/** What the operator is about to decide, on which item. */
export interface DecisionRequest {
  entity_type: ModeratedEntityType;
  entity_id: number;
  action: DecisionAction;
  /** The deal's title or the comment's text, quoted so the operator sees what they decide on. */
  itemText: string;
}

export interface DecisionDialogProps {
  /** The decision to make; null keeps the dialog closed. */
  request: DecisionRequest | null;
  onClose: () => void;
  /** After the server took the decision (the dialog has closed itself by then). */
  onDecided?: (decision: Decision) => void;
}

const needsReason = (action: DecisionAction): action is ReasonedAction => (ACTIONS_NEEDING_REASON as readonly string[]).includes(action);

/**
 * The moderation decision (DSA Art. 17): for a hide or an expiry the operator names the publication rule and
 * writes the statement of reasons the member reads, starting from a template of that rule; other decisions take an
 * optional note. Focus stays inside until it is sent or closed (Escape, the close button, the backdrop).
 */
export function DecisionDialog({ request, onClose, onDecided }: DecisionDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={request !== null} onClose={onClose} title={request ? <DialogTitle request={request} /> : null} closeLabel={t`Close`}>
      {/* Keyed per item and action, so a new decision never starts from the previous one's text. */}
      {request && (
        <DecisionForm
          key={`${request.entity_type}-${request.entity_id}-${request.action}`}
          request={request}
          onClose={onClose}
          onDecided={onDecided}
        />
      )}
    </Modal>
  );
}

function DialogTitle({ request }: { request: DecisionRequest }) {
  const deal = request.entity_type === 'deal';
  switch (request.action) {
    case 'hide':
      return deal ? <Trans>Hide deal</Trans> : <Trans>Hide comment</Trans>;
    case 'expire':
      return <Trans>Mark deal as ended</Trans>;
    case 'restore':
      return deal ? <Trans>Restore deal</Trans> : <Trans>Restore comment</Trans>;
    case 'approve':
      return deal ? <Trans>Approve deal</Trans> : <Trans>Approve comment</Trans>;
    default:
      return <Trans>Dismiss reports</Trans>;
  }
}

function SubmitLabel({ action }: { action: DecisionAction }) {
  switch (action) {
    case 'hide':
      return <Trans>Hide</Trans>;
    case 'expire':
      return <Trans>Mark as ended</Trans>;
    case 'restore':
      return <Trans>Restore</Trans>;
    case 'approve':
      return <Trans>Approve</Trans>;
    default:
      return <Trans>Dismiss reports</Trans>;
  }
}

interface DecisionFormProps {
  request: DecisionRequest;
  onClose: () => void;
  onDecided?: (decision: Decision) => void;
}

function DecisionForm({ request, onClose, onDecided }: DecisionFormProps) {
  const { t } = useLingui();
  const ids = useId();
  const reasoned = needsReason(request.action);
  const [rule, setRule] = useState<PublicationRule | ''>(reasoned && request.entity_type === 'comment' ? 'comments' : '');
  const [templateId, setTemplateId] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ rule?: string; reason?: string }>({});
  const decision = useModerationDecision();
  const templates = reasoned && rule ? templatesFor(rule, request.action as ReasonedAction) : [];

  const pickRule = (next: PublicationRule | '') => {
    setRule(next);
    setTemplateId('');
    setProblems((current) => ({ ...current, rule: undefined }));
  };

  const pickTemplate = (id: string) => {
    setTemplateId(id);
    const template = templates.find((candidate) => candidate.id === id);
    if (template) {
      setReason(t(template.text));
      setProblems((current) => ({ ...current, reason: undefined }));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    const found = {
      rule: reasoned && rule === '' ? t`Pick the rule the item breaks: the member's notice links to it.` : undefined,
      reason: reasoned && text === '' ? t`Write the reason the member will read.` : undefined,
    };
    setProblems(found);
    if (found.rule || found.reason) {
      document.getElementById(found.rule ? `${ids}-rule` : `${ids}-reason`)?.focus();
      return;
    }
    decision.mutate(
      { entity_type: request.entity_type, entity_id: request.entity_id, action: request.action, reason: text, rule: rule || null },
      {
        onSuccess: (made) => {
          onClose();
          onDecided?.(made);
        },
      },
    );
  };

  const ruleError = problems.rule;
  const reasonError = problems.reason;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <blockquote className={styles.item}>{request.itemText}</blockquote>

      {reasoned && (
        <div className="form-field">
          <label htmlFor={`${ids}-rule`} className="field-label">
            <Trans>Publication rule broken</Trans>
          </label>
          <select
            id={`${ids}-rule`}
            className={`text-input ${styles.select}`}
            value={rule}
            onChange={(event) => pickRule(event.target.value as PublicationRule | '')}
            aria-invalid={ruleError ? true : undefined}
            aria-describedby={ruleError ? `${ids}-rule-error` : undefined}
          >
            <option value="">{t`Choose a rule…`}</option>
            {PUBLICATION_RULES.map((value) => (
              <option key={value} value={value}>
                {t(PUBLICATION_RULE_NAMES[value])}
              </option>
            ))}
          </select>
          {ruleError && (
            <p id={`${ids}-rule-error`} className="field-error">
              {ruleError}
            </p>
          )}
          {rule && (
            <a className={styles.ruleLink} href={`/publication-rules#${rule}`} target="_blank" rel="noopener">
              <Trans>Read this rule</Trans>
            </a>
          )}
        </div>
      )}

      {templates.length > 0 && (
        <div className="form-field">
          <label htmlFor={`${ids}-template`} className="field-label">
            <Trans>Reason template</Trans>
          </label>
          <select
            id={`${ids}-template`}
            className={`text-input ${styles.select}`}
            value={templateId}
            onChange={(event) => pickTemplate(event.target.value)}
          >
            <option value="">{t`Choose a template or write your own…`}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {t(template.label)}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className="form-field">
        <label htmlFor={`${ids}-reason`} className="field-label">
          {reasoned ? <Trans>Reason the member reads</Trans> : <Trans>Note (optional)</Trans>}
        </label>
        <textarea
          id={`${ids}-reason`}
          className={`text-input ${styles.reason}`}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError) setProblems((current) => ({ ...current, reason: undefined }));
          }}
          rows={reasoned ? 5 : 3}
          maxLength={DECISION_REASON_MAX}
          required={reasoned}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${ids}-reason-hint${reasonError ? ` ${ids}-reason-error` : ''}`}
        />
        {reasonError && (
          <p id={`${ids}-reason-error`} className="field-error">
            {reasonError}
          </p>
        )}
        <p id={`${ids}-reason-hint`} className="muted-text">
          {reasoned ? (
            <Trans>
              The author gets this text with the rule and how to appeal. It also appears in the public moderation log, without anyone's
              name.
            </Trans>
          ) : (
            <Trans>Shown in the public moderation log, without anyone's name.</Trans>
          )}{' '}
          <span className={styles.counter}>
            {reason.length}/{DECISION_REASON_MAX}
          </span>
        </p>
      </div>

      {decision.isError && (
        <Alert tone="danger" title={<Trans>The decision was not saved</Trans>}>
          <p className={styles.errorText}>{decisionErrorMessage(decision.error)}</p>
        </Alert>
      )}

      <div className="end-actions">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={decision.isPending} aria-busy={decision.isPending || undefined}>
          {decision.isPending ? <Trans>Sending…</Trans> : <SubmitLabel action={request.action} />}
        </Button>
      </div>
    </form>
  );
}
