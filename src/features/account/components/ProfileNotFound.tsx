import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** Profile 404: an unknown or malformed user id, with a way back to the home page. */
export function ProfileNotFound() {
  return (
    <NotFoundScreen
      titleId="user-not-found-title"
      code="404"
      heading={<Trans>User not found</Trans>}
      description={<Trans>This user does not exist or has deleted their account.</Trans>}
    >
      <ButtonLink to="/" size="l">
        <Trans>Back to the home page</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
