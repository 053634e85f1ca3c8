import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/terms-of-service')({ component: TermsOfServicePage });

function TermsOfServicePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Terms of service`} />;
}
