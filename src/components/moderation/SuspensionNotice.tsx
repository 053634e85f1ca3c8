import { Trans, useLingui } from '@lingui/react/macro';
import { formatMediumDate } from '@/lib/format';
import type { Suspension } from '@/shared/schemas/moderation-appeals';
import { AppealControl } from './AppealControl';
import styles from './Moderation.module.css';

interface SuspensionNoticeProps {
  suspension: Suspension;
  userId: number;
  /** `bar`: the slim line under the top bar on every page; `panel`: the account page's full notice. */
  variant: 'bar' | 'panel';
}

/** A running suspension as its member reads it: until when and why, and the appeal. */
export function SuspensionNotice({ suspension, userId, variant }: SuspensionNoticeProps) {
  const { i18n } = useLingui();
  const until = formatMediumDate(suspension.until, i18n.locale);
  const reason = suspension.reason;
  if (variant === 'bar') {
    return (
      <div className={styles.suspensionBar} role="status">
        <div className={`container ${styles.suspensionBarInner}`}>
          <p className={styles.suspensionText}>
            <Trans>
              Your account is suspended until {until}: {reason}
            </Trans>
          </p>
          <AppealControl appeal={suspension.appeal} entityType="user" entityId={userId} />
        </div>
      </div>
    );
  }
  return (
    <section className={`${styles.notice} ${styles.hidden}`} aria-labelledby="suspension-title">
      <p id="suspension-title" className={styles.noticeTitle}>
        <Trans>
          Your account is suspended until {until}: {reason}
        </Trans>
      </p>
      <p className={styles.line}>
        <Trans>
          Until then you cannot post deals, comment, vote or report. You can still read, sign in, appeal, export your data and delete your
          account.
        </Trans>
      </p>
      <AppealControl appeal={suspension.appeal} entityType="user" entityId={userId} />
    </section>
  );
}
