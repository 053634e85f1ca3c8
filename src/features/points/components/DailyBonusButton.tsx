import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/http';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import { useClaimDaily } from '../api/claim-daily';
import { usePointsHistory } from '../api/get-points-history';
import { isSameWarsawDay } from '@/shared/warsaw-day';
import styles from './RedeemPoints.module.css';
import { alertFailure } from '@/domain/failure-alert';

/**
 * The daily points bonus (POST /api/users/daily), once per Europe/Warsaw day. Today's claim is known from the newest
 * history page (a daily_points row dated today), so the button is already 'come back tomorrow' after a reload; a
 * 409 AlreadyClaimed (claimed in another tab or device) ends in the same state rather than an error.
 */
export function DailyBonusButton() {
  const { t } = useLingui();
  const claim = useClaimDaily();
  const history = usePointsHistory(1);
  const [claimedHere, setClaimedHere] = useState(false);
  const claimedToday =
    claimedHere ||
    (history.data?.data.some((entry) => entry.reason === 'daily_points' && isSameWarsawDay(new Date(entry.created_at), new Date())) ??
      false);

  const onClick = () => {
    claim.mutate(undefined, {
      onSuccess: (result) => {
        setClaimedHere(true);
        const points = result.points;
        showAlert({ type: 'success', message: t`+${points} points` });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === 'AlreadyClaimed') {
          setClaimedHere(true);
        } else if (error instanceof ApiError && error.status === 401) {
          openSignInPrompt();
        } else {
          alertFailure(error);
        }
      },
    });
  };

  return (
    <div className={styles.daily}>
      <Button
        onClick={onClick}
        disabled={claimedToday || claim.isPending || history.isPending}
        aria-busy={claim.isPending}
        data-testid="daily-bonus"
        data-claimed={claimedToday || undefined}
      >
        {claimedToday ? <Trans>Daily bonus claimed</Trans> : <Trans>Claim the daily bonus</Trans>}
      </Button>
      {claimedToday ? (
        <p className={styles.muted}>
          <Trans>Come back tomorrow</Trans>
        </p>
      ) : null}
    </div>
  );
}
