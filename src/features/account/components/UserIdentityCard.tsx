import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDayMonthYear } from '@/lib/format/date';
import styles from './UserIdentityCard.module.css';

export interface IdentityStat {
  label: ReactNode;
  value: ReactNode;
}

interface UserIdentityCardProps {
  user: { username: string; avatar_url: string | null; created_at: string; _count: { user_votes: number } };
  /** The account page names its owner in the page heading (h1); a public profile sits under the page title (h2). */
  headingLevel: 'h1' | 'h2';
  headingId: string;
  /** The counters only this page shows, between the rated deals and the achievements every card has. */
  stats?: IdentityStat[];
  /** What the reader can do about this member (a public profile's follow button), beside the name. */
  action?: ReactNode;
}

/** Avatar, name, member-since date and counters: the same card on the account page and on a public profile. */
export function UserIdentityCard({ user, headingLevel: Heading, headingId, stats = [], action }: UserIdentityCardProps) {
  const allStats: IdentityStat[] = [
    { label: <Trans>Rated deals</Trans>, value: user._count.user_votes },
    ...stats,
    { label: <Trans>Achievements</Trans>, value: <Trans>Soon available</Trans> },
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.identity}>
        <span className={styles.avatar}>
          <Avatar src={user.avatar_url} alt="" size={72} />
        </span>
        <div className={styles.grow}>
          <Heading id={headingId} className={styles.name}>
            {user.username}
          </Heading>
          <p className={styles.muted}>
            <Trans>
              Member since <time dateTime={user.created_at}>{formatDayMonthYear(user.created_at, '.')}</time>
            </Trans>
          </p>
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <dl className={styles.stats}>
        {allStats.map((stat, index) => (
          <div key={index} className={styles.stat}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The card's shape while the user loads, so nothing shifts when it arrives. */
export function UserIdentityCardSkeleton({ label, statCount }: { label: string; statCount: number }) {
  return (
    <section className={styles.card} aria-busy="true" aria-label={label}>
      <div className={styles.identity}>
        <Skeleton circle width={72} height={72} />
        <div className={styles.grow}>
          <Skeleton width="55%" height="1.6em" />
          <Skeleton width="40%" />
        </div>
      </div>
      <div className={styles.stats}>
        {Array.from({ length: statCount }, (_, i) => (
          <Skeleton key={i} height={64} />
        ))}
      </div>
    </section>
  );
}
