import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import chipStyles from '@/components/ui/Chips.module.css';
import { useIsSignedIn } from '@/lib/session';
import { MAIN_CATEGORIES } from '@/shared/categories';
import { CATEGORY_LABELS } from '../lib/category-labels';
import { parseCategories, toggleCategory, visibleHomeTabs, type HomeTab } from '../lib/home-params';
import styles from './HomeFilters.module.css';

/** The router marks active links with aria-current; only an exact match of path and search may count. */
const EXACT = { exact: true, includeSearch: true };

interface HomeFiltersProps {
  tab: HomeTab;
  categories: string | undefined;
}

/** Home tabs and the category chip row. Both keep the other filters and clear `page` (§2 Home). */
export function HomeFilters({ tab, categories }: HomeFiltersProps) {
  const { t, i18n } = useLingui();
  const selected = parseCategories(categories);
  const signedIn = useIsSignedIn();
  const labels: Record<HomeTab, ReactNode> = {
    best: <Trans>Best</Trans>,
    new: <Trans>New</Trans>,
    favourites: <Trans>Favourites</Trans>,
  };
  const tabs = visibleHomeTabs(signedIn).map((id) => ({ id, label: labels[id] }));

  return (
    <div className={styles.filters}>
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
      <nav aria-label={t`Categories`}>
        <ul className={chipStyles.chips}>
          <li>
            <Link
              from="/"
              to="/"
              activeOptions={EXACT}
              search={(prev) => ({
                ...prev,
                categories: undefined,
                page: undefined,
              })}
              className={chipStyles.chip}
              aria-current={selected.length === 0 ? 'true' : undefined}
            >
              <Trans>All</Trans>
            </Link>
          </li>
          {MAIN_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                from="/"
                to="/"
                activeOptions={EXACT}
                search={(prev) => ({
                  ...prev,
                  categories: toggleCategory(categories, category),
                  page: undefined,
                })}
                className={chipStyles.chip}
                aria-current={selected.includes(category) ? 'true' : undefined}
              >
                {i18n._(CATEGORY_LABELS[category])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
