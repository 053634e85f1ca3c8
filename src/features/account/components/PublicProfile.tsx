import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FollowButton } from '@/components/follow/FollowButton';
import { Button } from '@/components/ui/Button';
import { useViewer } from '@/domain/current-user';
import { TabPanel, Tabs } from '@/components/ui/Tabs';
import { ApiError } from '@/lib/http';
import type { PublicProfile as PublicProfileData } from '@/shared/schemas/user';
import { usePublicProfile } from '../api/get-public-profile';
import type { UserDealsTab } from '../api/get-user-deals';
import { PROFILE_TABS } from '../lib/profile-params';
import { ProfileNotFound } from './ProfileNotFound';
import { UserIdentityCard, UserIdentityCardSkeleton } from './UserIdentityCard';
import styles from './PublicProfile.module.css';

const TABS_ID = 'profile-deals';

interface PublicProfileProps {
  id: number;
  tab: UserDealsTab;
  onTabChange: (tab: UserDealsTab) => void;
  /** The deal list of the selected tab; the route composes it from the deals feature. */
  children: ReactNode;
}

/** The public profile: who the user is, their counts, and tabs of the deals they added or commented on. */
export function PublicProfile({ id, tab, onTabChange, children }: PublicProfileProps) {
  const { t } = useLingui();
  const { data: profile, isError, error, refetch } = usePublicProfile(id);

  if (!profile && isError && error instanceof ApiError && error.status === 404) return <ProfileNotFound />;

  const tabs = PROFILE_TABS.map((value) => ({
    value,
    label: value === 'added' ? t`Added deals` : t`Commented deals`,
  }));

  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>User profile</Trans>
      </h1>
      {profile ? (
        <ProfileCard profile={profile} />
      ) : isError ? (
        <section className={`${styles.card} ${styles.error}`}>
          <p role="alert">
            <Trans>This profile could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </section>
      ) : (
        <UserIdentityCardSkeleton label={t`Loading the profile`} statCount={5} />
      )}
      <Tabs label={t`User's deals`} idPrefix={TABS_ID} items={tabs} value={tab} onChange={onTabChange} />
      <TabPanel idPrefix={TABS_ID} value={tab}>
        {children}
      </TabPanel>
    </div>
  );
}

function ProfileCard({ profile }: { profile: PublicProfileData }) {
  const viewer = useViewer();
  const own = viewer?.id === profile.id;
  return (
    <UserIdentityCard
      user={profile}
      headingLevel="h2"
      headingId="profile-username"
      stats={[
        { label: <Trans>Comments</Trans>, value: profile._count.deal_comments },
        { label: <Trans>Added deals</Trans>, value: profile._count.deals },
        { label: <Trans>Followers</Trans>, value: profile.followers_count },
      ]}
      action={
        own ? undefined : (
          <FollowButton target={{ entity_type: 'user', entity_id: profile.id, name: profile.username, image_url: profile.avatar_url }} />
        )
      }
    />
  );
}
