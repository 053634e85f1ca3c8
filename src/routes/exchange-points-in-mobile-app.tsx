import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/exchange-points-in-mobile-app')({ component: ExchangePointsPage });

function ExchangePointsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Exchange points in the mobile app`} />;
}
