import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** An unknown category slug is a 404 page with a way back home. */
export function CategoryNotFound() {
  return (
    <NotFoundScreen
      titleId="category-not-found-title"
      heading={<Trans>Category not found</Trans>}
      description={<Trans>There is no such category. Browse all deals on the home page instead.</Trans>}
    >
      <ButtonLink to="/" size="l">
        <Trans>Back to the home page</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
