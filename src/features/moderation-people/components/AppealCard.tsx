import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import type { Decision } from '@/shared/schemas/moderation';
import type { AppealForOperator } from '@/shared/schemas/moderation-appeals';
import { formatDateTime } from '../lib/format';
import { DECISION_ACTION_NAMES, PUBLICATION_RULE_NAMES } from '@/domain/moderation-text';
import { ENTITY_LABELS } from '../lib/labels';
import type { AppealOutcome } from './DecideAppealDialog';
import styles from './ModerationPeople.module.css';

/** One appeal: who appealed what, the decision they appeal, their words, and (while open) the two ways to decide. */
export function AppealCard({ appeal, onDecide }: { appeal: AppealForOperator; onDecide: (outcome: AppealOutcome) => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const ownId = useId();
  const entity = i18n._(ENTITY_LABELS[appeal.entity_type]);
  const action = i18n._(DECISION_ACTION_NAMES[appeal.decision.action]);
  const filed = formatDateTime(appeal.created_at, i18n.locale);
  const open = appeal.status === 'open';

  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          <Trans>
            {entity}: appeal against “{action}”
          </Trans>
        </h2>
        <span className="muted-text">
          <Trans>Filed {filed}</Trans>
        </span>
      </div>

      <dl className={styles.facts}>
        <dt>
          <Trans>Member</Trans>
        </dt>
        <dd>
          <Link to="/profile/$id" params={{ id: String(appeal.author.id) }}>
            {appeal.author.username}
          </Link>
        </dd>
        <dt>
          <Trans>Item</Trans>
        </dt>
        <dd>
          <a href={appeal.item.url}>{appeal.item.text}</a>
          {appeal.item.hidden ? (
            <>
              {' '}
              <span className={styles.badge}>
                <Trans>hidden</Trans>
              </span>
            </>
          ) : null}
        </dd>
      </dl>

      <div className={styles.columns}>
        <section aria-label={t`Appealed decision`}>
          <h3 className={styles.panelTitle}>
            <Trans>Appealed decision</Trans>
          </h3>
          <DecisionFacts decision={appeal.decision} />
        </section>
        <section aria-label={t`The member's appeal`}>
          <h3 className={styles.panelTitle}>
            <Trans>The member's appeal</Trans>
          </h3>
          <blockquote className={styles.quote}>{appeal.text}</blockquote>
        </section>
      </div>

      {appeal.outcome ? (
        <section aria-label={t`Outcome`}>
          <h3 className={styles.panelTitle}>
            <Trans>Outcome</Trans>
          </h3>
          <DecisionFacts decision={appeal.outcome} />
        </section>
      ) : null}

      {open ? (
        <div className={styles.actions}>
          <Button
            size="s"
            onClick={() => onDecide('granted')}
            disabled={appeal.decided_by_me}
            aria-describedby={appeal.decided_by_me ? ownId : undefined}
          >
            <Trans>Grant</Trans>
          </Button>
          <Button
            size="s"
            variant="secondary"
            onClick={() => onDecide('rejected')}
            disabled={appeal.decided_by_me}
            aria-describedby={appeal.decided_by_me ? ownId : undefined}
          >
            <Trans>Reject</Trans>
          </Button>
          {appeal.decided_by_me ? (
            <p id={ownId} className={styles.note}>
              <Trans>You cannot decide an appeal against your own decision. Another moderator or an administrator will.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A decision as the member was told it: what, by which rule, why, and when. */
function DecisionFacts({ decision }: { decision: Decision }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.facts}>
      <dt>
        <Trans>Action</Trans>
      </dt>
      <dd>
        {i18n._(DECISION_ACTION_NAMES[decision.action])}
        {decision.automated ? (
          <>
            {' '}
            <span className={styles.badge}>
              <Trans>automatic</Trans>
            </span>
          </>
        ) : null}
      </dd>
      <dt>
        <Trans>Rule</Trans>
      </dt>
      <dd>
        {decision.rule ? (
          <Link to="/publication-rules" hash={decision.rule}>
            {i18n._(PUBLICATION_RULE_NAMES[decision.rule])}
          </Link>
        ) : (
          <Trans>none named</Trans>
        )}
      </dd>
      <dt>
        <Trans>Reason</Trans>
      </dt>
      <dd className={styles.quoteText}>{decision.reason || <Trans>no reason given</Trans>}</dd>
      <dt>
        <Trans>When</Trans>
      </dt>
      <dd>{formatDateTime(decision.decided_at, i18n.locale)}</dd>
    </dl>
  );
}
