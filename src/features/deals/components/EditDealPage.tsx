import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { useViewer } from '@/domain/current-user';
import { useNow } from '@/lib/use-now';
import { dealRouteParams, slugify } from '@/shared/slug';
import { useDeal } from '../api/get-deal';
import { editMinutesLeft } from '../lib/deal-edit';
import { AddDealPage } from './AddDealPage';
import { DealPageSkeleton } from './DealPageSkeleton';
import styles from './AddDealPage.module.css';

/**
 * /add-deal?edit={id}: the author's deal in the add-deal form while it may still be edited (30 minutes after
 * posting). Anyone else, or the author later, is told so with a way back to the deal instead of a form that would fail.
 */
export function EditDealPage({ dealId, aside }: { dealId: number; aside?: ReactNode }) {
  const deal = useDeal(dealId);
  const viewer = useViewer();
  const now = useNow();
  if (deal.isPending || viewer === undefined) return <DealPageSkeleton />;
  if (deal.isError) {
    return (
      <p role="alert" className={`container ${styles.notice}`}>
        <Trans>This deal could not be loaded. Check your connection and try again.</Trans>
      </p>
    );
  }
  const editable = deal.data.user.id === viewer.id && editMinutesLeft(deal.data.created_at, now) > 0;
  if (!editable) {
    return (
      <div className={`container ${styles.notice}`}>
        <p role="alert">
          <Trans>Only its author can edit a deal, within 30 minutes of posting it.</Trans>
        </p>
        <ButtonLink to="/deals/$id/{-$slug}" params={dealRouteParams(dealId, slugify(deal.data.title))} variant="secondary">
          <Trans>Back to the deal</Trans>
        </ButtonLink>
      </div>
    );
  }
  return <AddDealPage aside={aside} editing={deal.data} />;
}
