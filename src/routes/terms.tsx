import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Terms of service`} />;
}
