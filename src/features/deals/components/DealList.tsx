import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Pagination, usePageInRange } from '@/components/ui/Pagination';
import { useCurrentUser } from '@/lib/current-user';
import { SKELETON_CARDS } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { useMyFavourites, useMyVotes } from '../api/get-statuses';
import { DealCard } from './DealCard';
import { DealCardSkeleton } from './DealCardSkeleton';
import styles from './DealList.module.css';

export interface DealListProps {
  data: ListResponse<DealListItem> | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while another page replaces the one shown (the old page stays, dimmed). */
  isFetching?: boolean;
  /** Loads the list again after a failure (the inline error's button). */
  onRetry: () => void;
  page: number;
  /**
   * Something shown across the list right after the card at `index` (e.g. a banner), or null for nothing. The
   * list stays unaware of what it is, so features can be composed into it by the route.
   */
  insertAfter?: (index: number) => ReactNode;
}

/**
 * The §2 deal list shared by home, category, favourites, search and profile pages: skeletons while loading, an
 * error only when nothing is held, 'no deals found' when empty, pagination on top from page 2 and at the bottom
 * when there is more than one page. Pagination links keep the other search params of the current route.
 */
export function DealList({ data, isPending, isError, isFetching = false, onRetry, page, insertAfter }: DealListProps) {
  const { t } = useLingui();
  // The viewer's own deals cannot be voted on: every list knows who is looking, whichever page shows it.
  const currentUserId = useCurrentUser().data?.id;
  // §7 usage notes: one votes-status and one favourites-status call for the listed ids (signed in only).
  const ids = data?.data.map((deal) => deal.id) ?? [];
  const voteOf = useMyVotes('deal', ids);
  const isSaved = useMyFavourites(ids);
  const pagesCount = data?.metadata.pages_count ?? 0;
  // §4: a page past the end (an old link, a list that shrank) shows the last page instead of an empty one.
  usePageInRange(page, data ? pagesCount : undefined);

  if (!data) {
    if (isPending) {
      return (
        <div className={styles.grid} aria-busy="true">
          <span className={styles.visuallyHidden} role="status">
            <Trans>Loading deals…</Trans>
          </span>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <DealCardSkeleton key={i} />
          ))}
        </div>
      );
    }
    if (isError) {
      // §8 List load failure: said inline, so the heading, tabs and chips stay and the user can try again at once.
      return (
        <div className={styles.message} role="alert">
          <p>
            <Trans>An error occurred</Trans>
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    }
  }

  const deals = data?.data ?? [];
  if (deals.length === 0) {
    return (
      <>
        <p className={styles.message}>
          <Trans>No deals found</Trans>
        </p>
        {page >= 2 && pagesCount > 1 && <Pagination page={page} pagesCount={pagesCount} label={t`Pages`} />}
      </>
    );
  }

  return (
    <div className={styles.wrapper}>
      {page >= 2 && <Pagination page={page} pagesCount={pagesCount} label={t`Pages, top`} />}
      <ul className={styles.grid} data-stale={isFetching || undefined} aria-busy={isFetching}>
        {deals.map((deal, index) => {
          const inserted = insertAfter?.(index);
          return (
            <Fragment key={deal.id}>
              <li className={styles.item}>
                <DealCard
                  deal={deal}
                  priority={index === 0}
                  vote={voteOf(deal.id)}
                  saved={isSaved(deal.id)}
                  currentUserId={currentUserId}
                />
              </li>
              {inserted != null && inserted !== false && <li className={styles.inserted}>{inserted}</li>}
            </Fragment>
          );
        })}
      </ul>
      {pagesCount > 1 && <Pagination page={page} pagesCount={pagesCount} label={t`Pages`} />}
    </div>
  );
}
