import { Trans } from '@lingui/react/macro';
import type { DealListItem } from '@/shared/schemas/deal';
import styles from './DealFlags.module.css';

type Flagged = Pick<DealListItem, 'is_pinned' | 'is_featured' | 'is_sponsored' | 'is_nsfw'>;

/** The pinned / featured / sponsored / nsfw flags, as small labels. */
export function DealFlags({ deal, className = '' }: { deal: Flagged; className?: string }) {
  if (!deal.is_pinned && !deal.is_featured && !deal.is_sponsored && !deal.is_nsfw) return null;
  return (
    <ul className={`${styles.flags} ${className}`}>
      {deal.is_pinned && (
        <li className={styles.flag} data-flag="pinned">
          <Trans>Pinned</Trans>
        </li>
      )}
      {deal.is_featured && (
        <li className={styles.flag} data-flag="featured">
          <Trans>Featured</Trans>
        </li>
      )}
      {deal.is_sponsored && (
        <li className={styles.flag} data-flag="sponsored">
          <Trans>Sponsored</Trans>
        </li>
      )}
      {deal.is_nsfw && (
        <li className={styles.flag} data-flag="nsfw">
          <Trans>18+</Trans>
        </li>
      )}
    </ul>
  );
}
