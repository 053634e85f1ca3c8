import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/account/settings/change-email')({ beforeLoad: signedInOnly, component: ChangeEmailPage });

function ChangeEmailPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Change e-mail`} />;
}
