import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/static-pages/components/TermsPage';

export const Route = createFileRoute('/terms-of-service')({ head: staticPageHead('terms'), component: TermsPage });
