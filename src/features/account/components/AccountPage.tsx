import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { usePendingMutationCount } from '@/domain/pending-mutations';
import { signOut } from '@/domain/session';
import type { CurrentUser } from '@/shared/schemas/user';
import { useCurrentUser } from '@/domain/current-user';
import { SuspensionNotice } from '@/components/moderation/SuspensionNotice';
import styles from './AccountPage.module.css';
import { ProfileLoadError } from './ProfileLoadError';
import { UserIdentityCard, UserIdentityCardSkeleton } from './UserIdentityCard';

export interface AccountPageProps {
  /** Shown beside the points, e.g. the daily bonus claim button (composed by the route). */
  actions?: ReactNode;
}

/** Points in the user's market; 0 before any were collected. */
function marketPoints(user: CurrentUser): number {
  return user.user_points.find((entry) => entry.market_id === user.market_id)?.points ?? 0;
}

/** Account home: who the user is, their points, and the ways into the rest of the account. */
export function AccountPage({ actions }: AccountPageProps) {
  const { t } = useLingui();
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const navigate = useNavigate();

  // Actions still queued (made offline) are lost by signing out, so the user is asked first.
  const waitingActions = usePendingMutationCount();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  const logout = async () => {
    setConfirmingLogout(false);
    await signOut();
    await navigate({ to: '/' });
  };
  const requestLogout = () => {
    if (waitingActions > 0) setConfirmingLogout(true);
    else void logout();
  };

  return (
    <div className={`container ${styles.page}`}>
      {user ? (
        <AccountSummary user={user} actions={actions} />
      ) : isError && !isPending ? (
        <ProfileLoadError
          className={`${styles.card} ${styles.error}`}
          heading={
            <h1>
              <Trans>Your account</Trans>
            </h1>
          }
          onRetry={() => void refetch()}
        />
      ) : (
        <UserIdentityCardSkeleton label={t`Loading your profile`} statCount={2} />
      )}

      <nav className={styles.card} aria-label={t`Account`}>
        <ul className={styles.links}>
          <li>
            <Link to="/account/settings" className={styles.link}>
              <Trans>Settings</Trans>
            </Link>
          </li>
          <li>
            <Link to="/" search={{ tab: 'favourites' }} className={styles.link}>
              <Trans>Saved deals</Trans>
            </Link>
          </li>
          <li>
            <Link to="/account/hidden-deals" className={styles.link}>
              <Trans>Hidden deals</Trans>
            </Link>
          </li>
          <li>
            <Link to="/account/inbox" className={styles.link}>
              <Trans>Notifications</Trans>
            </Link>
          </li>
          <li>
            <Link to="/account/alerts" className={styles.link}>
              <Trans>Keyword alerts</Trans>
            </Link>
          </li>
          <li>
            <Link to="/account/redeem-points" className={styles.link}>
              <Trans>Redeem points</Trans>
            </Link>
          </li>
          <li>
            <Link to="/how-to-collect-points" className={styles.link}>
              <Trans>How to collect points</Trans>
            </Link>
          </li>
          <li>
            <Link to="/faq" className={styles.link}>
              <Trans>FAQ</Trans>
            </Link>
          </li>
          {user && user.role !== 'member' ? (
            <li>
              <Link to="/moderation" className={styles.link}>
                <Trans>Moderation</Trans>
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" className={`${styles.link} ${styles.logout}`} onClick={requestLogout}>
              <Trans>Log out</Trans>
            </button>
          </li>
        </ul>
      </nav>

      <Modal open={confirmingLogout} onClose={() => setConfirmingLogout(false)} title={t`Log out?`} closeLabel={t`Close`}>
        <p className={styles.confirmText}>
          <Plural
            value={waitingActions}
            one="# action made offline has not reached the server yet. If you log out now, it will be lost."
            other="# actions made offline have not reached the server yet. If you log out now, they will be lost."
          />
        </p>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={() => setConfirmingLogout(false)}>
            <Trans>Stay signed in</Trans>
          </Button>
          <Button onClick={() => void logout()}>
            <Trans>Log out anyway</Trans>
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function AccountSummary({ user, actions }: { user: CurrentUser; actions?: ReactNode }) {
  const points = marketPoints(user);
  return (
    <>
      <UserIdentityCard user={user} headingLevel="h1" headingId="account-username" />
      {user.suspension ? <SuspensionNotice suspension={user.suspension} userId={user.id} variant="panel" /> : null}
      <section className={`${styles.card} ${styles.points}`} aria-labelledby="account-points">
        <div>
          <h2 id="account-points" className={styles.muted}>
            <Trans>Your points</Trans>
          </h2>
          <p className={styles.pointsValue} data-testid="account-points">
            {points}
          </p>
        </div>
        {actions}
      </section>
    </>
  );
}
