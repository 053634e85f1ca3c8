import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PreviousDeal } from '@/shared/schemas/deal';
import { dealRouteParams } from '@/shared/slug';
import styles from './PreviousDealLink.module.css';

/** A deal posted again with an earlier deal's link points back to that deal and its discussion. */
export function PreviousDealLink({ deal }: { deal: PreviousDeal | null }) {
  if (!deal) return null;
  return (
    <p className={styles.previous}>
      <Link to="/deals/$id/{-$slug}" params={dealRouteParams(deal.id, deal.slug)} className={styles.link}>
        <Trans>Previous deal with this link</Trans>
      </Link>{' '}
      <span className={styles.title}>{deal.title}</span>
    </p>
  );
}
