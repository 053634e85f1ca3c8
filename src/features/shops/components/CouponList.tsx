import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PagedList, type ListQueryState } from '@/components/ui/PagedList';
import type { Coupon } from '@/shared/schemas/shop';
import { CouponCard } from './CouponCard';
import { CouponCardSkeleton } from './CouponCardSkeleton';

/** Placeholders while loading: a row's worth on every layout. */
const SKELETONS = 3;

interface CouponListProps extends ListQueryState<Coupon> {
  showShop?: boolean;
  featured?: boolean;
  /** Set for paged lists: pagination links change the current route's `page` search param. */
  page?: number;
  empty: ReactNode;
}

/** Coupons in a grid with loading, error and empty states; an error shows only when nothing is held. */
export function CouponList({ showShop = false, featured = false, empty, ...list }: CouponListProps) {
  const { t } = useLingui();
  return (
    <PagedList
      {...list}
      layout="three-columns"
      pagesLabel={t`Coupon pages`}
      loadingLabel={t`Loading coupons…`}
      skeleton={Array.from({ length: SKELETONS }, (_, i) => (
        <CouponCardSkeleton key={i} />
      ))}
      empty={<p>{empty}</p>}
    >
      {(coupons) =>
        coupons.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard coupon={coupon} showShop={showShop} featured={featured} />
          </li>
        ))
      }
    </PagedList>
  );
}
