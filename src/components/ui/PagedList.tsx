import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ListResponse } from '@/shared/schemas/common';
import { Button, type ButtonSize } from './Button';
import { Pagination, usePageInRange } from './Pagination';
import styles from './PagedList.module.css';

/** How far a list's query has got; the component fetches nothing itself. */
export interface ListQueryState<T> {
  data: ListResponse<T> | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while another page replaces the one shown (the old page stays, dimmed). */
  isFetching?: boolean;
}

/** The fields of a TanStack Query result that say how far a list has loaded. */
export interface ListQuery<T> {
  data: ListResponse<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The list props of a query. Paged lists keep the previous page as placeholder data while the next one loads, so
 * that placeholder is what the list shows dimmed as fetching.
 */
export function listQueryState<T>(query: ListQuery<T>): ListQueryState<T> & { onRetry: () => void } {
  return {
    data: query.data,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
  };
}

interface PagedListProps<T> extends ListQueryState<T> {
  /** Set for paged lists: pagination links change the current route's `page` search param. */
  page?: number;
  /** Names the pagination landmark (required with `page`). */
  pagesLabel?: string;
  /** Long lists repeat the pagination above the list from page 2 on, as a landmark of this name. */
  topPagesLabel?: string;
  /** Announced while the list loads. */
  loadingLabel: string;
  /** Placeholders in the list's own shape while it loads. */
  skeleton: ReactNode;
  /** What the dashed box says when the list has nothing. */
  empty: ReactNode;
  /** Loads the list again after a failure (the inline error's button); without it the error says so only. */
  onRetry?: () => void;
  retrySize?: ButtonSize;
  /** The list's layout: the card grid of deals (default), coupons' grid of up to three, or full-width rows. */
  layout?: 'cards' | 'three-columns' | 'rows';
  /** Names the list for assistive technology (lists that have no heading of their own). */
  listLabel?: string;
  /** Replaces the default spacing of the list and its pagination. */
  className?: string;
  /** The list's `<li>` items. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * The loading, error, empty and paged states every list of the app shows alike: skeletons while loading, an error
 * only when nothing is held (said inline so the page around stays), a dashed box when empty,
 * and pagination at the bottom when there is more than one page. A page past the end goes to the last page.
 */
export function PagedList<T>({
  data,
  isPending,
  isError,
  isFetching = false,
  page,
  pagesLabel = '',
  topPagesLabel,
  loadingLabel,
  skeleton,
  empty,
  onRetry,
  retrySize,
  layout = 'cards',
  listLabel,
  className = styles.wrapper,
  children,
}: PagedListProps<T>) {
  const pagesCount = data?.metadata.pages_count ?? 0;
  usePageInRange(page ?? 1, page !== undefined && data ? pagesCount : undefined);
  const listClassName = `${styles.list} ${styles[layout]}`;

  if (!data) {
    if (isPending) {
      return (
        <div className={listClassName} aria-busy="true">
          <span className="visually-hidden" role="status">
            {loadingLabel}
          </span>
          {skeleton}
        </div>
      );
    }
    if (isError) return <ListLoadError onRetry={onRetry} retrySize={retrySize} />;
  }

  const items = data?.data ?? [];
  const paged = page !== undefined && pagesCount > 1;
  if (items.length === 0) {
    return (
      <>
        <div className={styles.message}>{empty}</div>
        {paged && page >= 2 && <Pagination page={page} pagesCount={pagesCount} label={pagesLabel} />}
      </>
    );
  }

  return (
    <div className={className}>
      {topPagesLabel !== undefined && page !== undefined && page >= 2 && (
        <Pagination page={page} pagesCount={pagesCount} label={topPagesLabel} />
      )}
      <ul className={listClassName} aria-label={listLabel} data-stale={isFetching || undefined} aria-busy={isFetching}>
        {children(items)}
      </ul>
      {paged && <Pagination page={page} pagesCount={pagesCount} label={pagesLabel} />}
    </div>
  );
}

/** A list that failed to load: 'an error occurred', with a way to try again when the list can be loaded again. */
export function ListLoadError({ onRetry, retrySize }: { onRetry?: () => void; retrySize?: ButtonSize }) {
  return (
    <div className={styles.message} role="alert">
      <p>
        <Trans>An error occurred</Trans>
      </p>
      {onRetry && (
        <Button variant="secondary" size={retrySize} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
