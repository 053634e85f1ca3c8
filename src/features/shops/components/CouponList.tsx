import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Pagination, usePageInRange } from '@/components/ui/Pagination';
import type { ListResponse } from '@/shared/schemas/common';
import type { Coupon } from '@/shared/schemas/shop';
import { CouponCard } from './CouponCard';
import { CouponCardSkeleton } from './CouponCardSkeleton';
import styles from './CouponList.module.css';

/** Placeholders while loading: a row's worth on every layout. */
const SKELETONS = 3;

interface CouponListProps {
  data: ListResponse<Coupon> | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while another page replaces the one shown (the old page stays, dimmed). */
  isFetching?: boolean;
  showShop?: boolean;
  featured?: boolean;
  /** Set for paged lists: pagination links change the current route's `page` search param. */
  page?: number;
  empty: ReactNode;
}

/** Coupons in a grid with loading, error and empty states; an error shows only when nothing is held. */
export function CouponList({
  data,
  isPending,
  isError,
  isFetching = false,
  showShop = false,
  featured = false,
  page,
  empty,
}: CouponListProps) {
  const { t } = useLingui();
  const pagesCount = data?.metadata.pages_count ?? 0;
  usePageInRange(page ?? 1, page !== undefined && data ? pagesCount : undefined);
  if (!data) {
    if (isPending) {
      return (
        <div className={styles.grid} aria-busy="true">
          <span className="visually-hidden" role="status">
            <Trans>Loading coupons…</Trans>
          </span>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <CouponCardSkeleton key={i} />
          ))}
        </div>
      );
    }
    if (isError) {
      return (
        <p className={styles.message} role="alert">
          <Trans>An error occurred</Trans>
        </p>
      );
    }
  }

  const coupons = data?.data ?? [];
  if (coupons.length === 0) {
    return (
      <>
        <p className={styles.message}>{empty}</p>
        {page !== undefined && page >= 2 && pagesCount > 1 && <Pagination page={page} pagesCount={pagesCount} label={t`Coupon pages`} />}
      </>
    );
  }

  return (
    <div className={styles.wrapper}>
      <ul className={styles.grid} data-stale={isFetching || undefined} aria-busy={isFetching}>
        {coupons.map((coupon) => (
          <li key={coupon.id} className={styles.item}>
            <CouponCard coupon={coupon} showShop={showShop} featured={featured} />
          </li>
        ))}
      </ul>
      {page !== undefined && pagesCount > 1 && <Pagination page={page} pagesCount={pagesCount} label={t`Coupon pages`} />}
    </div>
  );
}
