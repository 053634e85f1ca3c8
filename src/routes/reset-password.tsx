import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { ResetPasswordPage } from '@/features/auth/components/ResetPasswordPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/reset-password')({
  head: privatePageHead('resetPassword'),
  beforeLoad: guestOnly,
  component: ResetPasswordPage,
});
