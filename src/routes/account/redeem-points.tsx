import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/account/redeem-points')({ beforeLoad: signedInOnly, component: RedeemPointsPage });

function RedeemPointsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Prizes and points`} />;
}
