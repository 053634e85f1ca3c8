import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { formatMediumDate } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import type { Role } from '@/shared/schemas/moderation';
import type { MemberForOperator } from '@/shared/schemas/moderation-appeals';
import { formatDateTime } from '../lib/format';
import { ROLE_LABELS, STANDING_LABELS } from '../lib/labels';
import styles from './ModerationPeople.module.css';

export type MemberAction = 'suspend' | 'lift' | 'role';

interface MemberCardProps {
  member: MemberForOperator;
  /** The operator looking: only admins change roles. */
  viewerRole: Role;
  onAction: (action: MemberAction) => void;
}

/** One account found: who, their standing and history, and what the viewer may do about it. */
export function MemberCard({ member, viewerRole, onAction }: MemberCardProps) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const titleId = useId();
  const name = member.username;
  const operator = member.role !== 'member';
  const suspended = member.suspended_until !== null && Date.parse(member.suspended_until) > now.getTime();
  const until = member.suspended_until ? formatDateTime(member.suspended_until, i18n.locale) : '';
  const joined = formatMediumDate(member.created_at, i18n.locale);
  const counts = member._count;

  return (
    <li className={`${styles.card} ${styles.memberCard}`} aria-labelledby={titleId}>
      <div className={styles.memberMain}>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to="/profile/$id" params={{ id: String(member.id) }}>
            {name}
          </Link>
        </h2>
        <span className={styles.email}>{member.email}</span>
        <span className="muted-text">
          <Trans>
            ID {member.id} · joined {joined}
          </Trans>
        </span>
      </div>

      <dl className={styles.facts}>
        <dt>
          <Trans>Role</Trans>
        </dt>
        <dd>
          {operator ? <span className={styles.operatorBadge}>{i18n._(ROLE_LABELS[member.role])}</span> : i18n._(ROLE_LABELS[member.role])}
        </dd>
        <dt>
          <Trans>Standing</Trans>
        </dt>
        <dd>
          <span className={member.level === 'new' ? styles.newBadge : styles.badge}>{i18n._(STANDING_LABELS[member.level])}</span>
        </dd>
        <dt>
          <Trans>Suspension</Trans>
        </dt>
        <dd>{suspended ? <span className={styles.suspendedBadge}>{t`until ${until}`}</span> : <Trans>none</Trans>}</dd>
      </dl>

      <ul className={styles.counts} aria-label={t`Activity`}>
        <li>{t`${plural(counts.deals, { one: '# deal', other: '# deals' })}`}</li>
        <li>{t`${plural(counts.comments, { one: '# comment', other: '# comments' })}`}</li>
        <li>{t`${plural(counts.reports_against, { one: '# report against', other: '# reports against' })}`}</li>
        <li>{t`${plural(counts.decisions_against, { one: '# decision against', other: '# decisions against' })}`}</li>
      </ul>

      <div className={styles.actions}>
        {operator ? (
          <p className={styles.note}>
            <Trans>Operators cannot be suspended.</Trans>
          </p>
        ) : (
          <Button
            size="s"
            variant="secondary"
            onClick={() => onAction('suspend')}
            aria-label={suspended ? t`Change the suspension of ${name}` : t`Suspend ${name}`}
          >
            {suspended ? <Trans>Change the suspension</Trans> : <Trans>Suspend</Trans>}
          </Button>
        )}
        {suspended ? (
          <Button size="s" variant="secondary" onClick={() => onAction('lift')} aria-label={t`Lift the suspension of ${name}`}>
            <Trans>Lift the suspension</Trans>
          </Button>
        ) : null}
        {viewerRole === 'admin' && member.role === 'member' ? (
          <Button size="s" variant="ghost" onClick={() => onAction('role')} aria-label={t`Make ${name} a moderator`}>
            <Trans>Make moderator</Trans>
          </Button>
        ) : null}
        {viewerRole === 'admin' && member.role === 'moderator' ? (
          <Button size="s" variant="ghost" onClick={() => onAction('role')} aria-label={t`Remove the moderator role from ${name}`}>
            <Trans>Remove moderator role</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
