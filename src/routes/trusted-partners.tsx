import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/trusted-partners')({ component: TrustedPartnersPage });

function TrustedPartnersPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Trusted partners`} />;
}
