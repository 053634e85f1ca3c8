import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/sign-in')({ beforeLoad: guestOnly, component: SignInPage });

function SignInPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Sign in`} />;
}
