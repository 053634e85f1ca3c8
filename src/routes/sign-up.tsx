import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { SignUpPage } from '@/features/auth/components/SignUpPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/sign-up')({
  head: privatePageHead('signUp'),
  beforeLoad: guestOnly,
  component: SignUpPage,
});
