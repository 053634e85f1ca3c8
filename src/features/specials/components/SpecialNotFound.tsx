import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** An unknown or malformed special id gets its own page with a way back to the deals. */
export function SpecialNotFound() {
  return (
    <NotFoundScreen
      titleId="special-not-found-title"
      code="404"
      heading={<Trans>Special offer not found</Trans>}
      description={<Trans>This special offer has ended or never existed. The latest deals are waiting for you on the home page.</Trans>}
    >
      <ButtonLink to="/" size="l">
        <Trans>Back to deals</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
