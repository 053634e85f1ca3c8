import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** §2: an unknown category slug is a 404 page with a way back home. */
export function CategoryNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundScreen
      meta={{ title: t`Category not found` }}
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
