import { Skeleton } from '@/components/ui/Skeleton';
import styles from './CouponCard.module.css';

/** Same box as a coupon card, so the grid does not jump when the coupons arrive. */
export function CouponCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="40%" height="32px" />
      <Skeleton width="80%" height="1.4em" />
      <Skeleton height="2.6em" />
      <Skeleton width="50%" height="0.9em" />
      <Skeleton height="44px" />
    </div>
  );
}
