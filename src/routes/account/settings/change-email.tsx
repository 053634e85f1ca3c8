import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { ChangeEmailPage } from '@/features/account/components/ChangeEmailPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/account/settings/change-email')({
  head: privatePageHead('changeEmail'),
  beforeLoad: signedInOnly,
  component: ChangeEmailPage,
});
