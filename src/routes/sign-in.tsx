import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { SignInPage } from '@/features/auth/components/SignInPage';

export const Route = createFileRoute('/sign-in')({ beforeLoad: guestOnly, component: SignInPage });
