import { Plural, Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { useReport } from '@/domain/report';
import { useIsSignedIn } from '@/domain/session';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import { COMMUNITY_EXPIRY_REPORTS } from '@/shared/constants';
import { EXPIRED_REPORT } from '@/shared/schemas/community';
import { useSetDealExpired } from '../api/set-deal-expired';
import styles from './DealPage.module.css';

interface AuthorDealActionsProps {
  dealId: number;
  expired: boolean;
  /** Minutes the author may still edit the deal (0 when the 30 minutes after posting are over). */
  editMinutesLeft: number;
}

/**
 * How a deal becomes expired from its page, for anyone but its author: they report it as expired, and
 * COMMUNITY_EXPIRY_REPORTS such reports expire it. An expired deal offers nothing to report, so its page leaves this out.
 */
export function ReportExpired({ dealId }: { dealId: number }) {
  const signedIn = useIsSignedIn();
  const { report, pending } = useReport(dealId);
  const [counted, setCounted] = useState(false);
  const hintId = useId();
  const reporters = COMMUNITY_EXPIRY_REPORTS;
  const reportExpired = () => {
    if (!signedIn) {
      openSignInPrompt();
      return;
    }
    // The deal's report button reports it as expired; a failure is announced by the mutation.
    report({ entity_id: dealId, entity_type: 'deal', ...EXPIRED_REPORT }).then(
      () => setCounted(true),
      () => undefined,
    );
  };
  return (
    <div className={styles.report}>
      <button type="button" className={styles.textButton} onClick={reportExpired} disabled={pending} aria-describedby={hintId}>
        <Trans>Report as expired</Trans>
      </button>
      <p id={hintId} className={styles.reportHint} aria-live="polite">
        {counted ? (
          <Trans>Thank you, your report has been counted.</Trans>
        ) : (
          <Plural
            value={reporters}
            one="Report that this deal has ended. Once # member reports it, we will mark it as expired."
            other="Report that this deal has ended. Once # members report it, we will mark it as expired."
          />
        )}
      </p>
    </div>
  );
}

/**
 * The author's own controls (by the title, where an author looks for them): the edit link while editing is
 * allowed, and marking the deal expired or current again. Their own report would not count, so they get no report.
 */
export function AuthorDealActions({ dealId, expired, editMinutesLeft }: AuthorDealActionsProps) {
  const setExpired = useSetDealExpired(dealId);
  const hintId = useId();
  return (
    <div className={styles.authorActions}>
      <div className={styles.authorButtons}>
        {editMinutesLeft > 0 && (
          <ButtonLink to="/add-deal" search={{ edit: dealId }} variant="secondary" size="s">
            <Plural value={editMinutesLeft} one="Edit (# minute left)" other="Edit (# minutes left)" />
          </ButtonLink>
        )}
        <Button
          variant="secondary"
          size="s"
          onClick={() => setExpired.mutate(!expired)}
          disabled={setExpired.isPending}
          aria-describedby={hintId}
        >
          {expired ? <Trans>Mark as current</Trans> : <Trans>Mark as expired</Trans>}
        </Button>
      </div>
      <p id={hintId} className={styles.reportHint}>
        {expired ? (
          <Trans>Your deal is shown as expired. If it is available again, mark it as current.</Trans>
        ) : (
          <Trans>Has the offer ended? Mark your deal as expired so nobody looks for it in vain.</Trans>
        )}
      </p>
    </div>
  );
}
