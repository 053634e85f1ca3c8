import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** The page of every unknown path, also the router's default for unknown paths and `notFound()` from loaders. */
export function NotFoundPage() {
  return (
    <NotFoundScreen
      titleId="not-found-title"
      code="404"
      heading={<Trans>Page not found</Trans>}
      description={
        <Trans>The page you are looking for does not exist or has been moved. Check the address or go back to the latest deals.</Trans>
      }
    >
      <ButtonLink to="/">
        <Trans>Back to the home page</Trans>
      </ButtonLink>
      <ButtonLink to="/faq" variant="secondary">
        <Trans>Help and FAQ</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
