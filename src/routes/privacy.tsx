import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/static-pages/components/PrivacyPolicyPage';

export const Route = createFileRoute('/privacy')({ component: PrivacyPolicyPage });
