import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/sign-up')({ beforeLoad: guestOnly, component: SignUpPage });

function SignUpPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Sign up`} />;
}
