import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { useCurrentUser } from '@/domain/current-user';
import { AvatarSettings } from './AvatarSettings';
import { ChangePassword } from './ChangePassword';
import { DeleteAccount } from './DeleteAccount';
import { FeedFiltersSettings } from './FeedFiltersSettings';
import { FollowsSettings } from './FollowsSettings';
import { ProfileForm } from './ProfileForm';
import { ProfileLoadError } from './ProfileLoadError';
import styles from './Settings.module.css';

/** Settings: avatar, the profile form, the language, what the lists leave out, and account deletion below. */
export function SettingsPage({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const { t } = useLingui();
  const { data: user, isError, isPending, isFetching, isFetchedAfterMount, refetch } = useCurrentUser();
  // The form is edited from the server's current profile, not a copy restored from storage or left from earlier: while
  // that first fetch runs the skeleton shows. Offline nothing is fetching, and the stored profile is shown at once.
  const awaitingFreshProfile = isFetching && !isFetchedAfterMount;

  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>Profile settings</Trans>
      </h1>
      {user && !awaitingFreshProfile ? (
        <>
          <AvatarSettings user={user} />
          {/* The form starts from the loaded profile; a different account (another tab signed in) starts it afresh. */}
          <ProfileForm key={user.id} user={user} />
          {languageSwitch ? <section className={styles.card}>{languageSwitch}</section> : null}
          <FeedFiltersSettings />
          <FollowsSettings />
          {user.has_password ? <ChangePassword /> : null}
          <DeleteAccount user={user} />
        </>
      ) : isError && !isPending ? (
        <ProfileLoadError className={styles.card} onRetry={() => void refetch()} />
      ) : (
        <section className={styles.card} aria-busy="true" aria-label={t`Loading your profile`}>
          <div className={styles.form}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={64} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
