import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { SignUpPage } from '@/features/auth/components/SignUpPage';

export const Route = createFileRoute('/sign-up')({ beforeLoad: guestOnly, component: SignUpPage });
