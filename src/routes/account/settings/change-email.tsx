import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { ChangeEmailPage } from '@/features/account/components/ChangeEmailPage';

export const Route = createFileRoute('/account/settings/change-email')({ beforeLoad: signedInOnly, component: ChangeEmailPage });
