import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/dealboxes')({ component: DealboxesPage });

function DealboxesPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Dealboxes`} />;
}
