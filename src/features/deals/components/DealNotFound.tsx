import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** A missing deal (404) gets its own page with a way back to the deals. */
export function DealNotFound() {
  return (
    <NotFoundScreen
      titleId="deal-not-found-title"
      heading={<Trans>Deal not found</Trans>}
      description={<Trans>This deal does not exist or has been removed. Plenty of other deals are waiting for you.</Trans>}
    >
      <ButtonLink to="/" size="l">
        <Trans>Back to deals</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
