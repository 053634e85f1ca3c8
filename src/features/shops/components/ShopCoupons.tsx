import { Trans } from '@lingui/react/macro';
import { useCoupons } from '../api/get-coupons';
import { shopCouponsParams } from '../lib/params';
import { CouponList } from './CouponList';
import { ShopSection } from './ShopSection';

/** The coupons section of a shop page: every coupon of the shop, no paging (a shop has a handful). */
export function ShopCoupons({ shopId }: { shopId: number }) {
  const coupons = useCoupons(shopCouponsParams(shopId));
  return (
    <ShopSection id="shop-coupons-title" title={<Trans>Coupons</Trans>}>
      <CouponList
        data={coupons.data}
        isPending={coupons.isPending}
        isError={coupons.isError}
        empty={<Trans>This shop has no coupons right now.</Trans>}
      />
    </ShopSection>
  );
}
