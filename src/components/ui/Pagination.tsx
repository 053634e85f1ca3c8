import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { pageWindow } from '@/lib/pagination';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pagesCount: number;
  /** Names the navigation landmark; two on one screen (top and bottom) need different names. */
  label: string;
}

/**
 * Sends a page past the end of a list (`?page=99` of 3) to its last page, replacing the history entry so Back does
 * not return to the empty page. `pagesCount` is undefined until the list has loaded; an empty list has no last page.
 */
export function usePageInRange(page: number, pagesCount: number | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (pagesCount === undefined || pagesCount < 1 || page <= pagesCount) return;
    void navigate({ to: '.', search: withPage(pagesCount), replace: true });
  }, [navigate, page, pagesCount]);
}

/** Links manage aria-current themselves, so the router may only call a link active when the URL matches exactly. */
const EXACT = { exact: true, includeSearch: true };

type SearchWithPage = Record<string, unknown> & { page?: number };

/** Same path, same search params, another page; page 1 leaves the param out so the canonical URL stays short. */
function withPage(page: number) {
  return (prev: SearchWithPage): SearchWithPage => ({
    ...prev,
    page: page === 1 ? undefined : page,
  });
}

function PageLink({
  page,
  disabled,
  children,
  label,
  current = false,
}: {
  page: number;
  disabled: boolean;
  children: ReactNode;
  label: string;
  current?: boolean;
}) {
  if (disabled) {
    return (
      <span role="link" aria-disabled="true" aria-label={label} className={styles.link}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to="."
      search={withPage(page)}
      // Only the exact current page counts as active; the router's default prefix match would mark page 1 on every page.
      activeOptions={EXACT}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={styles.link}
      resetScroll
    >
      {children}
    </Link>
  );
}

/** Pagination: previous/next (disabled at the ends) around the page window of `pageWindow`. */
export function Pagination({ page, pagesCount, label }: PaginationProps) {
  const { t } = useLingui();
  if (pagesCount < 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <PageLink page={page - 1} disabled={page <= 1} label={t`Previous page`}>
            <span aria-hidden="true">‹</span>
          </PageLink>
        </li>
        {pageWindow(page, pagesCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageLink page={item} disabled={false} label={t`Page ${item}`} current={item === page}>
                {item}
              </PageLink>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <PageLink page={page + 1} disabled={page >= pagesCount} label={t`Next page`}>
            <span aria-hidden="true">›</span>
          </PageLink>
        </li>
      </ul>
      <p className={styles.summary}>
        <Trans>
          Page {page} of {pagesCount}
        </Trans>
      </p>
    </nav>
  );
}
