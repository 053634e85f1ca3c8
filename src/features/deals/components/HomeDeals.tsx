import { useLingui } from '@lingui/react/macro';
import { useDeals } from '../api/get-deals';
import { homeListParams, type HomeTab } from '../lib/home-params';
import { DealList } from './DealList';
import { HomeFilters } from './HomeFilters';
import styles from './HomeDeals.module.css';

interface HomeDealsProps {
  tab: HomeTab;
  categories: string | undefined;
  page: number;
}

/** The home screen's deal area: heading, tabs, category chips and the list for them. */
export function HomeDeals({ tab, categories, page }: HomeDealsProps) {
  const { t } = useLingui();
  const deals = useDeals(homeListParams(tab, categories, page));
  return (
    <div className={`container ${styles.home}`}>
      <h1 className={styles.title}>{tab === 'best' ? t`Best deals` : t`New deals`}</h1>
      <HomeFilters tab={tab} categories={categories} />
      <DealList
        data={deals.data}
        isPending={deals.isPending}
        isError={deals.isError}
        isFetching={deals.isPlaceholderData}
        page={page}
      />
    </div>
  );
}
