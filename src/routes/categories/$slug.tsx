import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/categories/$slug')({ component: CategoryPage });

function CategoryPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Category`} />;
}
