import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDeals } from '../api/get-deals';
import { homeListParams, type HomeTab } from '../lib/home-params';
import { DealList } from './DealList';
import { HomeFilters } from './HomeFilters';
import styles from './HomeDeals.module.css';

interface HomeDealsProps {
  tab: HomeTab;
  categories: string | undefined;
  page: number;
  /** The sidebar column beside the list (desktop); the route composes it from other features. */
  aside?: ReactNode;
  /** Passed to the list: content shown after the card at `index`. */
  insertAfter?: (index: number) => ReactNode;
}

/** The home screen's deal area: heading, tabs, category chips and the list for them, with an optional sidebar. */
export function HomeDeals({ tab, categories, page, aside, insertAfter }: HomeDealsProps) {
  const { t } = useLingui();
  const deals = useDeals(homeListParams(tab, categories, page));
  return (
    <div className={`container ${styles.layout}`} data-with-aside={aside ? true : undefined}>
      <div className={styles.home}>
        <h1 className={styles.title}>{tab === 'best' ? t`Best deals` : t`New deals`}</h1>
        <HomeFilters tab={tab} categories={categories} />
        <DealList
          data={deals.data}
          isPending={deals.isPending}
          isError={deals.isError}
          isFetching={deals.isPlaceholderData}
          page={page}
          insertAfter={insertAfter}
        />
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
