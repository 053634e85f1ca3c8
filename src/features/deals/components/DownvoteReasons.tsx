import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import chipStyles from '@/components/ui/Chips.module.css';
import { DOWNVOTE_REASONS, type DownvoteReason } from '@/shared/standing';
import { useDownvoteReasons } from '../api/get-downvote-reasons';
import { DOWNVOTE_REASON_LABELS, givenReasons } from '../lib/downvote-reasons';
import styles from './DownvoteReasons.module.css';

interface DownvoteReasonPickerProps {
  picked: DownvoteReason | undefined;
  onPick: (reason: DownvoteReason) => void;
  onClose: () => void;
}

/**
 * Shown once a member has voted a deal down: an optional reason for its author. The vote has already gone out, so
 * ignoring this costs nothing; picking a reason (or another one) sends the down-vote again with it.
 */
export function DownvoteReasonPicker({ picked, onPick, onClose }: DownvoteReasonPickerProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.picker} role="group" aria-label={t`Reason for your down-vote`}>
      <p className={styles.prompt} aria-live="polite">
        {picked ? <Trans>Thanks, the author will see this reason.</Trans> : <Trans>Why down? Pick a reason (optional):</Trans>}
      </p>
      <div className={styles.reasons}>
        {DOWNVOTE_REASONS.map((reason) => (
          <button key={reason} type="button" className={chipStyles.chip} aria-pressed={reason === picked} onClick={() => onPick(reason)}>
            {i18n._(DOWNVOTE_REASON_LABELS[reason])}
          </button>
        ))}
      </div>
      <button type="button" className={styles.close} aria-label={t`Close`} onClick={onClose}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * For the deal's author only: how many down-voters gave each reason, never who. Nothing while it loads, when nobody
 * gave a reason, or when the server refuses (a stale author check) — it is a hint, not a part of the page.
 */
export function DownvoteReasonSummary({ dealId }: { dealId: number }) {
  const { t, i18n } = useLingui();
  const { data } = useDownvoteReasons(dealId, true);
  const given = data ? givenReasons(data) : [];
  if (given.length === 0) return null;
  return (
    <section className={styles.summary} aria-labelledby="downvote-reasons">
      <h2 id="downvote-reasons" className={styles.summaryTitle}>
        <Trans>Why your deal was voted down</Trans>
      </h2>
      <ul className={styles.summaryList}>
        {given.map(({ reason, count }) => {
          const label = i18n._(DOWNVOTE_REASON_LABELS[reason]).toLocaleLowerCase(i18n.locale);
          return <li key={reason}>{t`${plural(count, { one: `# person: ${label}`, other: `# people: ${label}` })}`}</li>;
        })}
      </ul>
    </section>
  );
}
