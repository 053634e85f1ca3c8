import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** An unknown or malformed shop id gets its own not-found page with ways back. */
export function ShopNotFound() {
  return (
    <NotFoundScreen
      titleId="shop-not-found-title"
      code="404"
      heading={<Trans>Shop not found</Trans>}
      description={<Trans>We do not know this shop. Browse the coupons of other shops or go back to the latest deals.</Trans>}
    >
      <ButtonLink to="/" size="l">
        <Trans>Back to deals</Trans>
      </ButtonLink>
      <ButtonLink to="/coupons" variant="secondary" size="l">
        <Trans>All coupons</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
