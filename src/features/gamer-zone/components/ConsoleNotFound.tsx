import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** §8: an unknown console is the not-found page, with the way back to the gamer zone. */
export function ConsoleNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundScreen
      meta={{ title: t`Console not found` }}
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
