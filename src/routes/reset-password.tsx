import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/reset-password')({ beforeLoad: guestOnly, component: ResetPasswordPage });

function ResetPasswordPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Reset password`} />;
}
