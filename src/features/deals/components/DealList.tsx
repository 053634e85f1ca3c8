import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { PagedList, type ListQueryState } from '@/components/ui/PagedList';
import { useViewer } from '@/domain/current-user';
import { SKELETON_CARDS } from '@/shared/constants';
import type { DealListItem } from '@/shared/schemas/deal';
import { useSeenSync } from '@/domain/seen-deals';
import { useMyVotes } from '@/domain/votes';
import { useMyFavourites } from '../api/get-statuses';
import type { ListOwner } from '../lib/list-owner';
import { DealCard } from './DealCard';
import { DealCardSkeleton } from './DealCardSkeleton';
import { getMomentRow, mutedByMoment, useFeedMoments, useHidesWaiting } from '../lib/feed-moments';
import styles from './DealList.module.css';

export interface DealListProps extends ListQueryState<DealListItem> {
  /** Loads the list again after a failure (the inline error's button). */
  onRetry: () => void;
  page: number;
  /**
   * Something shown across the list right after the card at `index` (e.g. a banner), or null for nothing. The
   * list stays unaware of what it is, so features can be composed into it by the route.
   */
  insertAfter?: (index: number) => ReactNode;
  /**
   * The level of the cards' titles, so the page's headings skip none: 2 for a list right under the page's h1, 3 for a
   * list in a section with its own h2.
   */
  headingLevel?: 2 | 3;
  /**
   * Whose own list this is (a shop's page, an author's profile): they keep listing their deals there even when muted,
   * so the cards' menus do not offer to mute them.
   */
  listOf?: ListOwner;
}

/**
 * The deal list shared by home, category, favourites, search and profile pages: skeletons while loading, an
 * error only when nothing is held, 'no deals found' when empty, pagination on top from page 2 and at the bottom
 * when there is more than one page. Pagination links keep the other search params of the current route.
 */
export function DealList({
  data,
  isPending,
  isError,
  isFetching = false,
  onRetry,
  page,
  insertAfter,
  headingLevel = 2,
  listOf,
}: DealListProps) {
  const { t } = useLingui();
  // The viewer's own deals cannot be voted on: every list knows who is looking, whichever page shows it.
  const currentUserId = useViewer()?.id;
  // A member's deals opened on other devices are dimmed here too.
  useSeenSync();
  // One votes-status and one favourites-status call for the listed ids (signed in only).
  const ids = data?.data.map((deal) => deal.id) ?? [];
  const voteOf = useMyVotes('deal', ids);
  const isSaved = useMyFavourites(ids);
  const moments = useFeedMoments();
  const hidesWaiting = useHidesWaiting();
  // Comes with the card's menu, whose use made the moment: no list carries it before.
  const MomentRow = getMomentRow();
  return (
    <PagedList
      data={data}
      isPending={isPending}
      isError={isError}
      isFetching={isFetching}
      onRetry={onRetry}
      page={page}
      pagesLabel={t`Pages`}
      topPagesLabel={t`Pages, top`}
      loadingLabel={t`Loading deals…`}
      skeleton={Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <DealCardSkeleton key={i} />
      ))}
      empty={
        <p>
          <Trans>No deals found</Trans>
        </p>
      }
    >
      {(deals) =>
        deals
          .filter((deal) => moments.has(deal.id) || (!hidesWaiting.has(deal.id) && !mutedByMoment(moments, deal)))
          .map((deal, index) => {
            const inserted = insertAfter?.(index);
            const moment = moments.get(deal.id);
            return (
              <Fragment key={deal.id}>
                <li>
                  {moment && MomentRow ? (
                    <MomentRow moment={moment} title={deal.title} />
                  ) : (
                    <DealCard
                      deal={deal}
                      priority={index === 0}
                      vote={voteOf(deal.id)}
                      saved={isSaved(deal.id)}
                      currentUserId={currentUserId}
                      headingLevel={headingLevel}
                      listOf={listOf}
                    />
                  )}
                </li>
                {inserted != null && inserted !== false && <li className={styles.inserted}>{inserted}</li>}
              </Fragment>
            );
          })
      }
    </PagedList>
  );
}
