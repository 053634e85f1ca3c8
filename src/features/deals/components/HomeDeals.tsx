import { HOME_TAB_TITLES } from '../lib/home-titles';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SidebarLayout } from '@/components/ui/SidebarLayout';
import { useIsSignedIn } from '@/domain/session';
import { useHomeDeals } from '../api/get-home-deals';
import { homeTabFor, type HomeTab } from '../lib/home-params';
import { listQueryState } from '@/components/ui/PagedList';
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
export function HomeDeals({ tab: requestedTab, categories, page, aside, insertAfter }: HomeDealsProps) {
  const { i18n } = useLingui();
  const signedIn = useIsSignedIn();
  // Signing out while on the favourites tab falls back to the first tab, as a guest's link to it does.
  const tab = homeTabFor(requestedTab, signedIn);
  const deals = useHomeDeals(tab, categories, page);
  return (
    <SidebarLayout aside={aside} asideClassName={styles.aside}>
      <h1 className={styles.title}>{i18n._(HOME_TAB_TITLES[tab])}</h1>
      <HomeFilters tab={tab} categories={categories} />
      <DealList {...listQueryState(deals)} page={page} insertAfter={insertAfter} />
    </SidebarLayout>
  );
}
