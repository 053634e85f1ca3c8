import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/how-to-collect-points')({ component: HowToCollectPointsPage });

function HowToCollectPointsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`How to collect points`} />;
}
