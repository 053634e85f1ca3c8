import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/static-pages/components/PrivacyPolicyPage';

export const Route = createFileRoute('/privacy')({ head: staticPageHead('privacyPolicy'), component: PrivacyPolicyPage });
