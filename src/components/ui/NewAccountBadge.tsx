import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserSummary } from '@/shared/schemas/common';
import { STANDING_RULES } from '@/shared/standing';
import styles from './NewAccountBadge.module.css';

const BADGE_DAYS = STANDING_RULES.newBadgeMs / (24 * 60 * 60 * 1000);

/**
 * "Nowy" beside the name of an account younger than two weeks, so readers weigh a fresh account's deal or
 * comment knowing it is fresh. The reason is spoken as well as shown on hover, since a title alone reaches neither
 * touch screens nor every screen reader.
 */
export function NewAccountBadge({ user }: { user: UserSummary }) {
  const { t } = useLingui();
  if (!user.is_new || user.is_deleted) return null;
  const reason = t`${plural(BADGE_DAYS, { one: 'Account younger than # day', other: 'Account younger than # days' })}`;
  return (
    <span className={styles.badge} title={reason}>
      <Trans context="account badge">New</Trans>
      <span className="visually-hidden">, {reason}</span>
    </span>
  );
}
