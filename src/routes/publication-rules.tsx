import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/publication-rules')({ component: PublicationRulesPage });

function PublicationRulesPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Publication rules`} />;
}
