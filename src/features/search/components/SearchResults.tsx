import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import chipStyles from '@/components/ui/Chips.module.css';
import { Icon } from '@/components/ui/Icon';
import { TabPanel, Tabs } from '@/components/ui/Tabs';
import { DEAL_SORTS, type DealSort } from '@/shared/constants';
import { SEARCH_TABS, type SearchResultsSearch, type SearchTab } from '../lib/search-params';
import type { TabCount } from '../lib/search-tabs';
import styles from './SearchResults.module.css';

const TABS_ID = 'search-results';

export interface SearchResultsProps {
  search: SearchResultsSearch;
  /** The tab shown: the one picked, or the one with results (resolveSearchTab). */
  tab: SearchTab;
  /** Each tab's total, as far as it is known. */
  counts: Record<SearchTab, TabCount>;
  /** The deal list of the shown tab's page, composed by the route. */
  children: ReactNode;
  /** Under a short Best list: New's other matches (a deal list composed by the route), or nothing. */
  more?: ReactNode;
  /** How many deals `more` lists. */
  moreCount?: number;
  /** A member's search: how many matches their mutes fold away (or, shown, put back); undefined for none. */
  mutedCount?: number;
}

/**
 * Search results: the count of every match or a no-results message with tips, the best/new tabs with their counts,
 * the only-active toggle and the sorts. No match is hidden: under a short Best list New's other matches
 * follow. Every change keeps the other params and goes back to the first page.
 */
export function SearchResults({ search, tab, counts, children, more, moreCount = 0, mutedCount = 0 }: SearchResultsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { query, sort, only_active: onlyActive } = search;

  const change = (next: Partial<Pick<SearchResultsSearch, 'tab' | 'sort' | 'only_active' | 'show_muted'>>) =>
    void navigate({ from: '/search', to: '/search', search: (prev) => ({ ...prev, ...next, page: undefined }) });

  const tabNames: Record<SearchTab, string> = { best: t`Best`, new: t`New` };
  const tabLabel = (value: SearchTab) => {
    const name = tabNames[value];
    const count = counts[value];
    return typeof count === 'number' ? t`${name} (${count})` : name;
  };
  const sortLabels: Record<DealSort, string> = {
    newest: t`Newest`,
    oldest: t`Oldest`,
    discount: t`Biggest discount`,
    most_commented: t`Most commented`,
    hot: t`Hot`,
    relevance: t`Relevance`,
  };

  // New holds every match (Best only the popular ones), so its total is the page's.
  const count = typeof counts.new === 'number' ? counts.new : undefined;
  const shownCount = counts[tab];
  // While New's count is on its way an empty Best is not yet 'no match': its other matches may still follow.
  const noMatch = shownCount === 0 && moreCount === 0 && counts.new !== 'loading';
  const newCount = typeof counts.new === 'number' ? counts.new : 0;
  const restInNew = typeof counts.best === 'number' ? newCount - counts.best - moreCount : 0;

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
          items={SEARCH_TABS.map((value) => ({ value, label: tabLabel(value) }))}
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

      {/* The selected tab points at its panel, so the panel is always there: the tips or the lists. */}
      <TabPanel idPrefix={TABS_ID} value={tab}>
        {mutedCount > 0 && (
          <p className={styles.fold}>
            {search.show_muted ? (
              <Plural value={mutedCount} one="# muted match shown" other="# muted matches shown" />
            ) : (
              <Plural value={mutedCount} one="# match hidden by your filters" other="# matches hidden by your filters" />
            )}
            <span aria-hidden="true">·</span>
            <button type="button" className={styles.foldToggle} onClick={() => change({ show_muted: !search.show_muted })}>
              {search.show_muted ? <Trans>Hide them</Trans> : <Trans>Show</Trans>}
            </button>
          </p>
        )}
        {noMatch ? (
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
        ) : shownCount === 0 ? (
          <p className={styles.note}>
            <Trans>None of the matching deals is popular yet.</Trans>
          </p>
        ) : (
          children
        )}
        {moreCount > 0 && (
          <section aria-labelledby={`${TABS_ID}-more`} className={styles.more}>
            <h2 id={`${TABS_ID}-more`} className={styles.moreHeading}>
              <Trans>More results in New</Trans>
            </h2>
            {more}
            {restInNew > 0 && (
              <button type="button" className={styles.moreLink} onClick={() => change({ tab: 'new' })}>
                <Trans>See all in New ({newCount})</Trans>
              </button>
            )}
          </section>
        )}
      </TabPanel>
    </div>
  );
}
