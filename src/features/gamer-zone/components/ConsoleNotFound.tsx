import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** An unknown console is the not-found page, with the way back to the gamer zone. */
export function ConsoleNotFound() {
  return (
    <NotFoundScreen
      titleId="console-not-found-title"
      code="404"
      heading={<Trans>Console not found</Trans>}
      description={<Trans>We do not compare prices for this console. Pick one in the gamer zone.</Trans>}
    >
      <ButtonLink to="/gamer-zone" size="l">
        <Trans>Back to the gamer zone</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
