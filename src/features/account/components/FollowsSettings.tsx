import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { useFollow, useFollows } from '@/domain/follows';
import type { Follow } from '@/shared/schemas/feed';
import styles from './Settings.module.css';

/**
 * Settings: the members and shops the member follows, each linked to its page and with a way to stop. A follow is
 * made from a profile or a shop page; each unfollow is saved at once (queued offline) and leaves the list.
 */
export function FollowsSettings() {
  const { t } = useLingui();
  const follows = useFollows();
  return (
    <section id="follows" className={styles.card} aria-labelledby="follows-heading">
      <h2 id="follows-heading">
        <Trans>Members and shops you follow</Trans>
      </h2>
      <p className="muted-text">
        <Trans>A new deal by a member or at a shop you follow reaches your inbox and this device's notifications, once per deal.</Trans>
      </p>
      {follows.data ? (
        follows.data.data.length === 0 ? (
          <p className="muted-text">
            <Trans>You follow nobody yet. Follow a member from their profile, or a shop from its page.</Trans>
          </p>
        ) : (
          <ul className={styles.mutedList}>
            {follows.data.data.map((follow) => (
              <FollowRow key={`${follow.entity_type}-${follow.entity_id}`} follow={follow} />
            ))}
          </ul>
        )
      ) : follows.isError ? (
        <div className={styles.form} role="alert">
          <p>
            <Trans>The members and shops you follow could not be loaded.</Trans>
          </p>
          <div>
            <Button variant="secondary" size="s" onClick={() => void follows.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div aria-busy="true" aria-label={t`Loading the members and shops you follow`}>
          <Skeleton height={40} />
        </div>
      )}
    </section>
  );
}

function FollowRow({ follow }: { follow: Follow }) {
  const { t } = useLingui();
  const { toggle } = useFollow(follow);
  return (
    <li className={styles.mutedItem}>
      {follow.entity_type === 'user' ? (
        <Link to="/profile/$id" params={{ id: String(follow.entity_id) }}>
          {follow.name}
        </Link>
      ) : (
        <Link to="/shops/$id" params={{ id: String(follow.entity_id) }}>
          {follow.name}
        </Link>
      )}
      <button type="button" className={styles.unmute} onClick={toggle} aria-label={t`Stop following ${follow.name}`}>
        <Trans>Unfollow</Trans>
      </button>
    </li>
  );
}
