import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** §2 / §8 profile 404: an unknown or malformed user id, with a way back to the home page. */
export function ProfileNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundScreen
      meta={{ title: t`User not found` }}
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
