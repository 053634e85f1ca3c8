import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { formatMediumDate, isPast } from '@/lib/format';
import type { ModerationNotice } from '@/shared/schemas/moderation';
import { RuleLink } from './RuleLink';
import styles from './Moderation.module.css';

interface NoticeDetailsProps {
  notice: ModerationNotice;
  /** When the list was drawn: the appeal link goes once its deadline has passed. */
  now: Date;
  /** Called when the member follows a link of the notice (the inbox marks the item read). */
  onFollow?: () => void;
}

/**
 * The statement of reasons of an inbox item (DSA Art. 17), or a reporter's outcome: the reason as the operator wrote
 * it, the rule with its link, whether it was automated, and the appeal link until its deadline.
 */
export function NoticeDetails({ notice, now, onFollow }: NoticeDetailsProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const appeal = notice.appeal && !isPast(notice.appeal.until, now) ? notice.appeal : null;
  const reason = notice.reason;
  const until = appeal ? formatMediumDate(appeal.until, i18n.locale) : '';
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    onFollow?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <div className={styles.noticeDetails}>
      {reason ? (
        <p className={styles.reason}>
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
      {notice.rule ? (
        <p className={styles.line}>
          <Trans>
            Rule: <RuleLink rule={notice.rule} />
          </Trans>
        </p>
      ) : null}
      {notice.automated ? (
        <p className={styles.line}>
          <Trans>This decision was made automatically.</Trans>
        </p>
      ) : null}
      {appeal ? (
        <p className={styles.line}>
          <a href={appeal.url} onClick={(event) => follow(event, appeal.url)}>
            <Trans>Appeal this decision</Trans>
          </a>{' '}
          <Trans>(until {until})</Trans>
        </p>
      ) : null}
    </div>
  );
}
