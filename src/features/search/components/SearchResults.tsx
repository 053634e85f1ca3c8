import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import chipStyles from '@/components/ui/Chips.module.css';
import { Icon } from '@/components/ui/Icon';
import { TabPanel, Tabs } from '@/components/ui/Tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DEAL_SORTS, type DealSort } from '@/shared/constants';
import { SEARCH_TABS, type SearchResultsSearch, type SearchTab } from '../lib/search-params';
import styles from './SearchResults.module.css';

const TABS_ID = 'search-results';

export interface SearchResultsProps {
  search: SearchResultsSearch;
  /** How many deals match in total; undefined until the first answer arrives (or when it failed). */
  count: number | undefined;
  /** The deal list of this page, composed by the route; not shown when nothing matches. */
  children: ReactNode;
}

/**
 * §2 Search results: the count or a no-results message with tips, best/new tabs, the only-active toggle and the
 * sorts. Every change keeps the other params and goes back to the first page.
 */
export function SearchResults({ search, count, children }: SearchResultsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { query, tab, sort, only_active: onlyActive } = search;
  useDocumentTitle(t`Search results for “${query}”`);

  const change = (next: Partial<Pick<SearchResultsSearch, 'tab' | 'sort' | 'only_active'>>) =>
    void navigate({ from: '/search', to: '/search', search: (prev) => ({ ...prev, ...next, page: undefined }) });

  const tabLabels: Record<SearchTab, string> = { best: t`Best`, new: t`New` };
  const sortLabels: Record<DealSort, string> = {
    newest: t`Newest`,
    oldest: t`Oldest`,
    discount: t`Biggest discount`,
    most_commented: t`Most commented`,
    hot: t`Hot`,
    relevance: t`Relevance`,
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title} aria-live="polite">
        {count === undefined ? (
          <Trans>
            Search results for <span className={styles.query}>“{query}”</span>
          </Trans>
        ) : count === 0 ? (
          <Trans>
            No results for <span className={styles.query}>“{query}”</span>
          </Trans>
        ) : (
          <Trans>
            <Plural value={count} one="# result" other="# results" /> for <span className={styles.query}>“{query}”</span>
          </Trans>
        )}
      </h1>

      <div className={styles.filters}>
        <Tabs
          label={t`Result tabs`}
          idPrefix={TABS_ID}
          items={SEARCH_TABS.map((value) => ({ value, label: tabLabels[value] }))}
          value={tab}
          onChange={(value) => change({ tab: value })}
        />
        <div role="group" aria-label={t`Filter and sort`} className={chipStyles.chips}>
          <button
            type="button"
            className={chipStyles.chip}
            data-filter="only_active"
            aria-pressed={onlyActive}
            onClick={() => change({ only_active: !onlyActive })}
          >
            <Icon size={14} strokeWidth={2.6} strokeLinejoin="round">
              {onlyActive ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 6v12M6 12h12" />}
            </Icon>
            <Trans>Active only</Trans>
          </button>
          <span className={styles.divider} aria-hidden="true" />
          {DEAL_SORTS.map((value) => (
            <button
              key={value}
              type="button"
              className={chipStyles.chip}
              data-sort={value}
              aria-pressed={value === sort}
              onClick={() => change({ sort: value })}
            >
              {sortLabels[value]}
            </button>
          ))}
        </div>
      </div>

      {/* The selected tab points at its panel, so the panel is always there: the tips or the list. */}
      <TabPanel idPrefix={TABS_ID} value={tab}>
        {count === 0 ? (
          <ul className={styles.tips}>
            <li>
              <Trans>Check the spelling, or try a shorter or more general phrase (a brand or a product type).</Trans>
            </li>
            {onlyActive && (
              <li>
                <Trans>Expired deals are hidden: turn off “Active only” to include them.</Trans>
              </li>
            )}
            {tab === 'best' && (
              <li>
                <Trans>The Best tab shows only popular deals: the New tab has all of them.</Trans>
              </li>
            )}
          </ul>
        ) : (
          children
        )}
      </TabPanel>
    </div>
  );
}
