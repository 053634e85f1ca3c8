import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX } from '@/shared/constants';
import { useBestCoupons } from '../api/get-best-coupons';
import { useCoupons } from '../api/get-coupons';
import { BEST_COUPONS_COUNT, couponListParams } from '../lib/params';
import { CouponList } from './CouponList';
import { ShopSection } from './ShopSection';
import styles from './CouponsPage.module.css';

/** Its own component so the best coupons are only asked for when the section is shown. */
function BestCoupons() {
  const best = useBestCoupons(BEST_COUPONS_COUNT);
  return (
    <ShopSection id="best-coupons-title" title={<Trans>Best coupons</Trans>}>
      <CouponList
        data={best.data}
        isPending={best.isPending}
        isError={best.isError}
        showShop
        featured
        empty={<Trans>No coupons found</Trans>}
      />
    </ShopSection>
  );
}

interface CouponsPageProps {
  page: number;
  search: string | undefined;
  /** Applies a new search (the route owns the URL: it clears the page and sets or drops `search`). */
  onSearch: (search: string) => void;
}

/**
 * The coupons listing: the most used coupons first (on the plain first page, where a visitor starts), then every
 * coupon, paged and searchable; each coupon links to its shop page.
 */
export function CouponsPage({ page, search, onSearch }: CouponsPageProps) {
  const { t } = useLingui();
  const showBest = page === 1 && !search;
  const all = useCoupons(couponListParams(page, search));
  const inputId = useId();
  // The input follows the URL when it changes from outside (back button, a link), and the visitor's typing otherwise.
  const [draft, setDraft] = useState(search ?? '');
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search ?? '');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Coupons</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Discount codes for Polish shops, checked by the community. Reveal a code to copy it.</Trans>
        </p>
        <form role="search" className={styles.search} onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            <Trans>Search coupons</Trans>
          </label>
          <input
            id={inputId}
            // Before the app has hydrated, the browser's own submit asks for /coupons?search=… and the server renders it.
            name="search"
            type="search"
            className={styles.input}
            value={draft}
            maxLength={SEARCH_MAX}
            placeholder={t`Shop or coupon`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            <Trans>Search</Trans>
          </button>
        </form>
      </header>

      {showBest && <BestCoupons />}

      <ShopSection id="all-coupons-title" title={search ? <Trans>Coupons matching “{search}”</Trans> : <Trans>All coupons</Trans>}>
        <CouponList
          data={all.data}
          isPending={all.isPending}
          isError={all.isError}
          isFetching={all.isPlaceholderData}
          showShop
          page={page}
          empty={<Trans>No coupons found</Trans>}
        />
      </ShopSection>
    </div>
  );
}
