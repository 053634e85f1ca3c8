import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { SignInPage } from '@/features/auth/components/SignInPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/sign-in')({
  head: privatePageHead('signIn'),
  beforeLoad: guestOnly,
  component: SignInPage,
});
