import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });

function PrivacyPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Privacy policy`} />;
}
