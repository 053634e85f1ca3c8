import { Trans, useLingui } from '@lingui/react/macro';
import { useDeals } from '../api/get-deals';
import { categoryLabel } from '@/domain/category-labels';
import { categoryListParams } from '../lib/category-params';
import { listQueryState } from '@/components/ui/PagedList';
import { DealList } from './DealList';
import styles from './HomeDeals.module.css';

interface CategoryDealsProps {
  /** A slug already checked with `isKnownCategory`. */
  slug: string;
  page: number;
}

/** Category page: 'Deals from category' with the category's name, and its best deals. */
export function CategoryDeals({ slug, page }: CategoryDealsProps) {
  const { i18n } = useLingui();
  const name = categoryLabel(slug, (descriptor) => i18n._(descriptor));
  const deals = useDeals(categoryListParams(slug, page));
  return (
    <div className={`container ${styles.home}`}>
      <h1 className={styles.title}>
        <Trans>
          Deals from category <span className={styles.accent}>{name}</span>
        </Trans>
      </h1>
      <DealList {...listQueryState(deals)} page={page} />
    </div>
  );
}
