import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { VoteValue } from '@/shared/votes';
import styles from './VoteControl.module.css';

interface VoteControlProps {
  /** The count as held in the cache: already adjusted by the user's own (optimistic) change. */
  count: number;
  vote: VoteValue;
  onVote: (like: boolean) => void;
  /** Why voting is off here (e.g. one's own deal); the buttons are disabled and say so. */
  disabledReason?: string;
  size?: 's' | 'm';
  /** What is voted on: a comment's buttons say so, so they are not confused with the deal's among a page of buttons. */
  subject?: 'deal' | 'comment';
  /** The user's vote is queued (offline) and not yet on the server: a small marker says so. */
  waiting?: boolean;
  /**
   * Whether a change of the count is announced. A second copy of the same control (the deal page's bottom bar) is
   * silent, so one vote is not read out twice.
   */
  announce?: boolean;
}

/** Vote: down, the count, up; the pressed direction is marked, pressing it again clears the vote. */
export function VoteControl({
  count,
  vote,
  onVote,
  disabledReason,
  size = 'm',
  subject = 'deal',
  waiting = false,
  announce = true,
}: VoteControlProps) {
  const { t } = useLingui();
  const disabled = disabledReason !== undefined;
  const labels =
    subject === 'deal'
      ? { group: t`Votes`, up: t`Vote up`, down: t`Vote down` }
      : { group: t`Comment votes`, up: t`Vote comment up`, down: t`Vote comment down` };
  return (
    <div
      className={styles.vote}
      data-size={size}
      data-waiting={waiting || undefined}
      role="group"
      aria-label={labels.group}
      title={disabledReason}
    >
      <button
        type="button"
        className={styles.button}
        data-direction="down"
        aria-label={labels.down}
        aria-pressed={vote === -1}
        disabled={disabled}
        onClick={() => onVote(false)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className={styles.icon}>
          <path d="M8 13L3 6h10z" fill="currentColor" />
        </svg>
      </button>
      <span className={styles.count} data-vote={vote} aria-live={announce ? 'polite' : undefined}>
        <span>{count}</span>
        <span className="visually-hidden">
          <Plural value={count} one="vote" other="votes" />
        </span>
      </span>
      <button
        type="button"
        className={styles.button}
        data-direction="up"
        aria-label={labels.up}
        aria-pressed={vote === 1}
        disabled={disabled}
        onClick={() => onVote(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className={styles.icon}>
          <path d="M8 3l5 7H3z" fill="currentColor" />
        </svg>
      </button>
      {waiting && (
        <span className={styles.waiting} title={t`Waiting to sync`}>
          <svg aria-hidden="true" viewBox="0 0 16 16" className={styles.waitingIcon}>
            <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span className={size === 's' ? 'visually-hidden' : undefined}>
            <Trans>Waiting to sync</Trans>
          </span>
        </span>
      )}
      {disabledReason && <span className="visually-hidden">{disabledReason}</span>}
    </div>
  );
}
