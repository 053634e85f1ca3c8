import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMediumDate } from '@/lib/format';
import type { ModeratedEntityType, ModerationState } from '@/shared/schemas/moderation';
import { AppealControl } from './AppealControl';
import { RuleLine } from './RuleLink';
import styles from './Moderation.module.css';

interface ModerationStateNoticeProps {
  moderation: ModerationState;
  entityType: ModeratedEntityType;
  entityId: number;
  /** The deal page's banner, or the smaller note inside a comment. */
  size?: 'banner' | 'compact';
  /** False for an operator looking at someone else's content: no "only you" and no appeal button. */
  forAuthor?: boolean;
}

/**
 * What the author of hidden or held content reads on it (DSA Art. 17): who took it down and why, the rule,
 * when, who still sees it and how to appeal; or, while held, that a moderator will look at it first.
 */
export function ModerationStateNotice({ moderation, entityType, entityId, size = 'banner', forAuthor = true }: ModerationStateNoticeProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const date = formatMediumDate(moderation.decided_at, i18n.locale);
  const reason = moderation.reason;
  const deal = entityType === 'deal';
  const hidden = moderation.state === 'hidden';
  const className = [styles.notice, hidden ? styles.hidden : styles.held, size === 'compact' ? styles.compact : ''].join(' ');
  return (
    <section className={className} aria-labelledby={titleId}>
      <p id={titleId} className={styles.noticeTitle}>
        {hidden ? (
          deal ? (
            <Trans>A moderator hid this deal</Trans>
          ) : forAuthor ? (
            <Trans>A moderator hid your comment</Trans>
          ) : (
            <Trans>A moderator hid this comment</Trans>
          )
        ) : deal ? (
          <Trans>This deal is waiting for moderation</Trans>
        ) : forAuthor ? (
          <Trans>Your comment is waiting for moderation</Trans>
        ) : (
          <Trans>This comment is waiting for moderation</Trans>
        )}
      </p>
      {hidden ? (
        <>
          {reason ? (
            <p className={styles.reason}>
              <Trans>Reason: {reason}</Trans>
            </p>
          ) : null}
          <RuleLine rule={moderation.rule} className={styles.line} />
          <p className={styles.line}>
            <Trans>Decided on {date}.</Trans>{' '}
            {forAuthor ? (
              deal ? (
                <Trans>Only you and the moderators can see it.</Trans>
              ) : (
                <Trans>Only you and the moderators can see this comment.</Trans>
              )
            ) : null}
          </p>
          {moderation.appeal && forAuthor ? <AppealControl appeal={moderation.appeal} entityType={entityType} entityId={entityId} /> : null}
          {moderation.appeal?.pending && !forAuthor ? (
            <p className={styles.appealState}>
              <Trans>The author has appealed; the appeal waits for a decision.</Trans>
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.line}>
          {deal ? (
            <Trans>
              A moderator will check it before it appears in lists, search and alerts. Until then only you and the moderators can see it.
              You will get a message in your inbox once it is decided.
            </Trans>
          ) : (
            <Trans>A moderator will check it before others can read it. Until then only you and the moderators can see it.</Trans>
          )}
        </p>
      )}
    </section>
  );
}
