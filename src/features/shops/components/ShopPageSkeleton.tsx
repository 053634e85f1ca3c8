import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/Skeleton';
import { CouponCardSkeleton } from './CouponCardSkeleton';
import headerStyles from './ShopHeader.module.css';
import styles from './ShopSections.module.css';

/** Shown while a shop loads: header and a coupon in their final boxes. */
export function ShopPageSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        <Trans>Loading the shop…</Trans>
      </span>
      <div className={headerStyles.header} aria-hidden="true">
        <span className={headerStyles.logo}>
          <Skeleton height="100%" />
        </span>
        <div className={headerStyles.body}>
          <Skeleton width="12em" height="1.6em" />
          <Skeleton width="8em" height="1em" />
        </div>
      </div>
      <CouponCardSkeleton />
    </div>
  );
}
