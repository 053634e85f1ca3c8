import { Plural, Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { useReport } from '@/lib/report';
import { useIsSignedIn } from '@/lib/session';
import { openSignInPrompt } from '@/lib/sign-in-prompt';
import { COMMUNITY_EXPIRY_REPORTS } from '@/shared/constants';
import { EXPIRED_REPORT } from '@/shared/schemas/community';
import { useSetDealExpired } from '../api/set-deal-expired';
import styles from './DealPage.module.css';

interface DealExpiryActionsProps {
  dealId: number;
  /** The viewer wrote the deal: they set its status themselves, and their own report would not count. */
  ownDeal: boolean;
  expired: boolean;
  /** Minutes the author may still edit the deal (0 when the 30 minutes after posting are over). */
  editMinutesLeft: number;
}

/**
 * How a deal becomes expired from its page: its author marks it expired or current; anyone else reports it as expired
 * (§2), and COMMUNITY_EXPIRY_REPORTS such reports expire it. An expired deal offers nothing to report.
 */
export function DealExpiryActions({ dealId, ownDeal, expired, editMinutesLeft }: DealExpiryActionsProps) {
  if (ownDeal) return <AuthorExpiryToggle dealId={dealId} expired={expired} editMinutesLeft={editMinutesLeft} />;
  return expired ? null : <ReportExpired dealId={dealId} />;
}

function ReportExpired({ dealId }: { dealId: number }) {
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
    // §7 usage notes: the deal's report button reports it as expired; a failure is announced by the mutation.
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

function AuthorExpiryToggle({ dealId, expired, editMinutesLeft }: Omit<DealExpiryActionsProps, 'ownDeal'>) {
  const setExpired = useSetDealExpired(dealId);
  const hintId = useId();
  return (
    <div className={styles.report}>
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
