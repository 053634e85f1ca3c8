import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChipLink, ChipNav } from '@/components/ui/Chips';
import { useIsSignedIn } from '@/domain/session';
import { MAIN_CATEGORIES } from '@/shared/categories';
import { CATEGORY_LABELS } from '@/domain/category-labels';
import { parseCategories, toggleCategory, visibleHomeTabs, type HomeTab } from '../lib/home-params';
import styles from './HomeFilters.module.css';

/** The router marks active links with aria-current; only an exact match of path and search may count. */
const EXACT = { exact: true, includeSearch: true };

interface HomeFiltersProps {
  tab: HomeTab;
  categories: string | undefined;
}

/** Home tabs and the category chip row. Both keep the other filters and clear `page`. */
export function HomeFilters({ tab, categories }: HomeFiltersProps) {
  const { t, i18n } = useLingui();
  const selected = parseCategories(categories);
  const signedIn = useIsSignedIn();
  const labels: Record<HomeTab, ReactNode> = {
    best: <Trans>Best</Trans>,
    hot: <Trans>Hot</Trans>,
    new: <Trans>New</Trans>,
    favourites: <Trans>Favourites</Trans>,
  };
  const tabs = visibleHomeTabs(signedIn).map((id) => ({ id, label: labels[id] }));
  // 'All' clears the categories; a category chip adds or removes its category.
  const chips = [
    { key: 'all', label: <Trans>All</Trans>, categories: undefined, current: selected.length === 0 },
    ...MAIN_CATEGORIES.map((category) => ({
      key: category,
      label: i18n._(CATEGORY_LABELS[category]),
      categories: toggleCategory(categories, category),
      current: selected.includes(category),
    })),
  ];

  return (
    <div className={styles.filters}>
      <div className={styles.tabRow}>
        <nav aria-label={t`Deal tabs`} className={styles.tabs}>
          {tabs.map(({ id, label }) => (
            <Link
              key={id}
              from="/"
              to="/"
              activeOptions={EXACT}
              search={(prev) => ({ ...prev, tab: id, page: undefined })}
              className={styles.tab}
              aria-current={id === tab ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
        {/* An order decided by weighted votes needs its rules in reach, or it reads as arbitrary. */}
        {tab === 'hot' && (
          <Link to="/ranking" className={styles.help}>
            <Trans>How does ranking work?</Trans>
          </Link>
        )}
      </div>
      <ChipNav label={t`Categories`}>
        {chips.map((chip) => (
          <ChipLink
            key={chip.key}
            from="/"
            to="/"
            activeOptions={EXACT}
            search={(prev) => ({ ...prev, categories: chip.categories, page: undefined })}
            current={chip.current}
          >
            {chip.label}
          </ChipLink>
        ))}
      </ChipNav>
    </div>
  );
}
