import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '@/app/guards';
import { ResetPasswordPage } from '@/features/auth/components/ResetPasswordPage';

export const Route = createFileRoute('/reset-password')({ beforeLoad: guestOnly, component: ResetPasswordPage });
