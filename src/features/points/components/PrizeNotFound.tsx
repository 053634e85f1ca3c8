import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** Prize not-found header: an unknown or malformed prize id, with ways back. */
export function PrizeNotFound() {
  return (
    <NotFoundScreen
      titleId="prize-not-found-title"
      code="404"
      heading={<Trans>Prize not found</Trans>}
      description={
        <Trans>This prize does not exist or is no longer in the catalogue. Have a look at the prizes you can get for your points.</Trans>
      }
    >
      <ButtonLink to="/account/redeem-points" size="l">
        <Trans>See the prizes</Trans>
      </ButtonLink>
      <ButtonLink to="/" variant="secondary" size="l">
        <Trans>Back to the home page</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
