import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatRelativeTime } from '@/lib/format';
import type { ModeratedEntityType, QueueItemSummary } from '@/shared/schemas/moderation';
import { ENTITY_TYPE_LABELS } from '../lib/labels';
import { itemLink } from '../lib/queue-params';
import styles from './Console.module.css';

interface ConsoleItemProps {
  headingId: string;
  entityType: ModeratedEntityType;
  item: QueueItemSummary;
  /** When the item came to the console (first reported, or held), shown as a relative time. */
  since: { label: ReactNode; at: string };
  /** Badges beside the type (hidden, hold reason). */
  badges?: ReactNode;
  /** What the operator needs to judge it (reason counts, matched words). */
  details: ReactNode;
  /** The decision buttons. */
  actions: ReactNode;
}

/** One item of a console list: what it is, who wrote it, a link to it in place, why it is here, and the decisions. */
export function ConsoleItem({ headingId, entityType, item, since, badges, details, actions }: ConsoleItemProps) {
  const { t, i18n } = useLingui();
  const link = itemLink(item.url);
  const author = item.author.username;
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemMeta}>
        <span className={styles.badge}>{t(ENTITY_TYPE_LABELS[entityType])}</span>
        {badges}
        <span>
          <Trans>by {author}</Trans>
        </span>
        <span>
          {since.label} <time dateTime={since.at}>{formatRelativeTime(since.at, new Date(), i18n)}</time>
        </span>
      </div>
      <h2 id={headingId} className={styles.itemTitle}>
        {link ? (
          <Link to="/deals/$id/{-$slug}" params={{ id: link.dealId, slug: undefined }} hash={link.hash} className={styles.itemLink}>
            {item.text || <Trans>(no text)</Trans>}
          </Link>
        ) : (
          item.text
        )}
      </h2>
      {details}
      <div className={styles.itemActions}>{actions}</div>
    </article>
  );
}

export function ConsoleItemSkeleton() {
  return [0, 1, 2].map((key) => (
    <li key={key}>
      <div className={styles.item}>
        <Skeleton width="35%" />
        <Skeleton width="80%" height={22} />
        <Skeleton width="50%" />
        <Skeleton width={240} height={32} />
      </div>
    </li>
  ));
}
